/**
 * @generated SignedSource<<f74551e9707aa1a6c249a0a18911b0ce>>
 * @relayHash 80266f8a38d1423bf655bb8ce2865b9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c74178076dbe96f97536a169fb0945e967972beb8838817919cba864581b3e6e

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationLabel = "event" | "special";
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type GabenstorePageQuery$variables = Record<PropertyKey, never>;
export type GabenstorePageQuery$data = {
  readonly gabenstore: {
    readonly cases: ReadonlyArray<{
      readonly case: {
        readonly id: string;
        readonly image: string;
        readonly name: string;
      } | null | undefined;
      readonly offerId: number;
      readonly price: number;
      readonly soldOut: boolean;
      readonly stock: number | null | undefined;
    }>;
    readonly customizations: ReadonlyArray<{
      readonly customization: {
        readonly customizationId: number;
        readonly fileUrl: string;
        readonly label: CustomizationLabel | null | undefined;
        readonly name: string;
        readonly type: CustomizationType;
      } | null | undefined;
      readonly offerId: number;
      readonly owned: boolean;
      readonly price: number;
      readonly soldOut: boolean;
      readonly stock: number | null | undefined;
    }>;
    readonly eventShopBalance: number | null | undefined;
    readonly restricted: boolean;
    readonly skins: ReadonlyArray<{
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
      } | null | undefined;
      readonly offerId: number;
      readonly price: number;
      readonly soldOut: boolean;
      readonly stock: number | null | undefined;
    }>;
  };
};
export type GabenstorePageQuery = {
  response: GabenstorePageQuery$data;
  variables: GabenstorePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": "offerId",
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "soldOut",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Gabenstore",
    "kind": "LinkedField",
    "name": "gabenstore",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventShopBalance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restricted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GabenstoreOffer",
        "kind": "LinkedField",
        "name": "customizations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "owned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Customization",
            "kind": "LinkedField",
            "name": "customization",
            "plural": false,
            "selections": [
              {
                "alias": "customizationId",
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
                "name": "label",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileUrl",
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
        "concreteType": "GabenstoreOffer",
        "kind": "LinkedField",
        "name": "cases",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GabenstoreOffer",
        "kind": "LinkedField",
        "name": "skins",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
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
              (v6/*:: as any*/)
            ],
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
    "name": "GabenstorePageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GabenstorePageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "c74178076dbe96f97536a169fb0945e967972beb8838817919cba864581b3e6e",
    "metadata": {},
    "name": "GabenstorePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e59f1f69b6762994ba43dbf97ac475a";

export default node;
