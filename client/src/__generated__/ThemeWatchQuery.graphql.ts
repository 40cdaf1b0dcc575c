/**
 * @generated SignedSource<<2503a9be51864201d7a7f7bdb3249af4>>
 * @relayHash f1c7a7ecb3456f2041539ba40da3dc41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ee0243b8f9ac31f876056f5618b855507b48d5ec0ae802dbbd14a6b7cd03b0f

import { ConcreteRequest } from 'relay-runtime';
export type ThemeWatchQuery$variables = Record<PropertyKey, never>;
export type ThemeWatchQuery$data = {
  readonly siteEvents: {
    readonly events: ReadonlyArray<{
      readonly eventId: number;
      readonly finishAt: string;
      readonly name: string;
      readonly type: string;
    }>;
    readonly theme: string;
  };
};
export type ThemeWatchQuery = {
  response: ThemeWatchQuery$data;
  variables: ThemeWatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteEvents",
    "kind": "LinkedField",
    "name": "siteEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "theme",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteEvent",
        "kind": "LinkedField",
        "name": "events",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finishAt",
            "storageKey": null
          }
        ],
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
    "name": "ThemeWatchQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThemeWatchQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2ee0243b8f9ac31f876056f5618b855507b48d5ec0ae802dbbd14a6b7cd03b0f",
    "metadata": {},
    "name": "ThemeWatchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2edd2cbcae614e01871bf4fdff7e69d3";

export default node;
