/**
 * @generated SignedSource<<ecd36c370690f81c3e25d91992c800b5>>
 * @relayHash 586f3473c977f8c2ccee63039a0f8070
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77e6c4fba5cf175641b48ee1f47e7ced272ca8b5415c33a719e58560e0de759d

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type TradeDialogsSwapMutation$variables = {
  id: string;
  marketHashName: string;
};
export type TradeDialogsSwapMutation$data = {
  readonly swapDrop: {
    readonly id: string;
    readonly item: {
      readonly marketHashName: string;
    };
    readonly price: string;
    readonly state: DropState;
  };
};
export type TradeDialogsSwapMutation = {
  response: TradeDialogsSwapMutation$data;
  variables: TradeDialogsSwapMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "marketHashName"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "marketHashName",
    "variableName": "marketHashName"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marketHashName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TradeDialogsSwapMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Drop",
        "kind": "LinkedField",
        "name": "swapDrop",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TradeDialogsSwapMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Drop",
        "kind": "LinkedField",
        "name": "swapDrop",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "77e6c4fba5cf175641b48ee1f47e7ced272ca8b5415c33a719e58560e0de759d",
    "metadata": {},
    "name": "TradeDialogsSwapMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1cd03acda0e303453a06ae26c9b03b99";

export default node;
