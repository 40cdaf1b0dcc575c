/**
 * @generated SignedSource<<7e8e7f19437765c2753e9ade47039363>>
 * @relayHash 5989123ee107e6f2425fc178d07ce3d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eaebca3aac52bac917e923586c3e41fa8014eb1b6efe2981138139446a3a4475

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type ShopQuery$variables = Record<PropertyKey, never>;
export type ShopQuery$data = {
  readonly partner: {
    readonly partnerBalance: string;
  } | null | undefined;
  readonly partnerShop: ReadonlyArray<{
    readonly item: {
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly name: string;
      readonly rarity: ItemRarity;
    };
    readonly price: string;
  }>;
};
export type ShopQuery = {
  response: ShopQuery$data;
  variables: ShopQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PartnerShopItem",
    "kind": "LinkedField",
    "name": "partnerShop",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
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
            "name": "marketHashName",
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
            "name": "rarity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
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
    "concreteType": "Partner",
    "kind": "LinkedField",
    "name": "partner",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "partnerBalance",
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
    "name": "ShopQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShopQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eaebca3aac52bac917e923586c3e41fa8014eb1b6efe2981138139446a3a4475",
    "metadata": {},
    "name": "ShopQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "669738f83d35c76f5890f652f8e7baf7";

export default node;
