/**
 * @generated SignedSource<<1cc9bc6f2d5599f18b1da4f843cbd97c>>
 * @relayHash e365aeff93b7ccd7a3e742dd9fe19f58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2727b2874a3365d37f1625ead01fb47056a6dd01eb472ead11bf263fab030ff4

import { ConcreteRequest } from 'relay-runtime';
export type RateWidgetQuery$variables = Record<PropertyKey, never>;
export type RateWidgetQuery$data = {
  readonly myRating: {
    readonly comment: string;
    readonly stars: number;
  } | null | undefined;
};
export type RateWidgetQuery = {
  response: RateWidgetQuery$data;
  variables: RateWidgetQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Rating",
    "kind": "LinkedField",
    "name": "myRating",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stars",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comment",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RateWidgetQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RateWidgetQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2727b2874a3365d37f1625ead01fb47056a6dd01eb472ead11bf263fab030ff4",
    "metadata": {},
    "name": "RateWidgetQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0a941bde5ce6c17ba1d07c5fc6ebbf00";

export default node;
