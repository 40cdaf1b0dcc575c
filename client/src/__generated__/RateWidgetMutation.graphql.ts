/**
 * @generated SignedSource<<d2116ac273e8f15dad0c338ef393e68d>>
 * @relayHash 88fcc796a2851cee23179c5fa5e43df5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b82c05f592761027efca90a3b05dd0e788ca1528ab3870adca9c74c0b2c2b96f

import { ConcreteRequest } from 'relay-runtime';
export type RateWidgetMutation$variables = {
  comment?: string | null | undefined;
  stars: number;
};
export type RateWidgetMutation$data = {
  readonly rate: {
    readonly comment: string;
    readonly stars: number;
  };
};
export type RateWidgetMutation = {
  response: RateWidgetMutation$data;
  variables: RateWidgetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stars"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "stars",
        "variableName": "stars"
      }
    ],
    "concreteType": "Rating",
    "kind": "LinkedField",
    "name": "rate",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RateWidgetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RateWidgetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b82c05f592761027efca90a3b05dd0e788ca1528ab3870adca9c74c0b2c2b96f",
    "metadata": {},
    "name": "RateWidgetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bae91e329b5cff6696fd811339d69552";

export default node;
