/**
 * @generated SignedSource<<942221d4c6804f62a8bd3e883b50525a>>
 * @relayHash e1e82fb3773976a81de09d3b67f37be7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7c473de13ec80131b7658275c54720f0fe8e561da4b27bb9d33c7868ff08ee3

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type WarehouseQuery$variables = Record<PropertyKey, never>;
export type WarehouseQuery$data = {
  readonly me: {
    readonly bullets: number | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly warehouse: ReadonlyArray<{
    readonly bullets: number;
    readonly prizes: ReadonlyArray<{
      readonly chanceBps: number;
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly price: string;
        readonly rarity: ItemRarity;
      };
      readonly weight: number;
    }>;
    readonly revision: number;
    readonly totalWeight: number;
  }>;
};
export type WarehouseQuery = {
  response: WarehouseQuery$data;
  variables: WarehouseQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bullets",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WarehousePool",
    "kind": "LinkedField",
    "name": "warehouse",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revision",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalWeight",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WarehousePrize",
        "kind": "LinkedField",
        "name": "prizes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weight",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chanceBps",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketHashName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rarity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "me",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WarehouseQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WarehouseQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b7c473de13ec80131b7658275c54720f0fe8e561da4b27bb9d33c7868ff08ee3",
    "metadata": {},
    "name": "WarehouseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8bc6de8e67d3495910ea143edb12b70";

export default node;
