/**
 * @generated SignedSource<<84a954b5d216b147c7728fb64c45c12b>>
 * @relayHash 911c4c6a46154c725ed9178964c0f4f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f95e36ca3d341ff2bdbb38989c15b32322d14bb05a015b551cfddc829fd24b3d

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type InventoryTradesDeclineMutation$variables = {
  id: string;
};
export type InventoryTradesDeclineMutation$data = {
  readonly declineWithdrawal: {
    readonly id: string;
    readonly state: DropState;
  };
};
export type InventoryTradesDeclineMutation = {
  response: InventoryTradesDeclineMutation$data;
  variables: InventoryTradesDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Drop",
    "kind": "LinkedField",
    "name": "declineWithdrawal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryTradesDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InventoryTradesDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f95e36ca3d341ff2bdbb38989c15b32322d14bb05a015b551cfddc829fd24b3d",
    "metadata": {},
    "name": "InventoryTradesDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e6b60c6c96d9beff35862795b96041b2";

export default node;
