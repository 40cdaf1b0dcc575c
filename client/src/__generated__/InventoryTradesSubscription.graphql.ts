/**
 * @generated SignedSource<<7e1cc24e771f3c48fcc6356ab667c133>>
 * @relayHash d416c630dc8e8609d0f169af507d1644
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84b3d3c8be1f8bf835cbb59278e723e0eb13f454eb5335d3befaba0774188990

import { ConcreteRequest } from 'relay-runtime';
export type InventoryTradesSubscription$variables = Record<PropertyKey, never>;
export type InventoryTradesSubscription$data = {
  readonly dropStateChanged: {
    readonly dropId: string;
    readonly state: string;
  };
};
export type InventoryTradesSubscription = {
  response: InventoryTradesSubscription$data;
  variables: InventoryTradesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DropStateEvent",
    "kind": "LinkedField",
    "name": "dropStateChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dropId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryTradesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventoryTradesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "84b3d3c8be1f8bf835cbb59278e723e0eb13f454eb5335d3befaba0774188990",
    "metadata": {},
    "name": "InventoryTradesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "023262c74388e99fb70046738717cf99";

export default node;
