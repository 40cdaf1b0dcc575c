/**
 * @generated SignedSource<<5d6d7032e51923e78d470f54cf8503ad>>
 * @relayHash 0ad9576d79eba00441231a48733dc26c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a2d5036b77a9dcca2e4b2e5bbeba2516eb89203f72bd6f8efb20cf8937b79d2

import { ConcreteRequest } from 'relay-runtime';
export type InventoryTradesQuery$variables = Record<PropertyKey, never>;
export type InventoryTradesQuery$data = {
  readonly tradeStates: ReadonlyArray<{
    readonly createdAt: string;
    readonly dropId: string;
    readonly id: string;
    readonly kind: string;
    readonly reason: string;
    readonly state: string;
    readonly tradeofferId: string;
    readonly updatedAt: string;
  }>;
  readonly withdrawals: {
    readonly items: ReadonlyArray<{
      readonly createdAt: string;
      readonly dropId: string;
      readonly id: string;
      readonly kind: string;
      readonly reason: string;
      readonly state: string;
      readonly tradeofferId: string;
      readonly updatedAt: string;
    }>;
  };
};
export type InventoryTradesQuery = {
  response: InventoryTradesQuery$data;
  variables: InventoryTradesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "dropId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tradeofferId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "createdAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "updatedAt",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TradeState",
    "kind": "LinkedField",
    "name": "tradeStates",
    "plural": true,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 50
      },
      {
        "kind": "Literal",
        "name": "page",
        "value": 1
      }
    ],
    "concreteType": "TradeStatePage",
    "kind": "LinkedField",
    "name": "withdrawals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TradeState",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": "withdrawals(limit:50,page:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryTradesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventoryTradesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7a2d5036b77a9dcca2e4b2e5bbeba2516eb89203f72bd6f8efb20cf8937b79d2",
    "metadata": {},
    "name": "InventoryTradesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "48271ab59bbf8b0712e2607f60721907";

export default node;
