/**
 * @generated SignedSource<<7fcbd9f027cce3a3943493c20c128d2e>>
 * @relayHash 13f89734f842be486e1f2efd3630fd17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 109e3f396e9169c762d91ed92cebe49dd8bd197fe46264cdccb993e118e64b32

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type InventorySellAllMutation$variables = Record<PropertyKey, never>;
export type InventorySellAllMutation$data = {
  readonly sellAllDrops: {
    readonly amount: string;
    readonly sold: ReadonlyArray<{
      readonly id: string;
      readonly state: DropState;
    }>;
    readonly user: {
      readonly balance: string | null | undefined;
      readonly heldCount: number;
      readonly id: string;
    };
  };
};
export type InventorySellAllMutation = {
  response: InventorySellAllMutation$data;
  variables: InventorySellAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SellPayload",
    "kind": "LinkedField",
    "name": "sellAllDrops",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Drop",
        "kind": "LinkedField",
        "name": "sold",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "heldCount",
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
    "name": "InventorySellAllMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventorySellAllMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "109e3f396e9169c762d91ed92cebe49dd8bd197fe46264cdccb993e118e64b32",
    "metadata": {},
    "name": "InventorySellAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32c986cc7c41e89bf4597f514eb9c8f2";

export default node;
