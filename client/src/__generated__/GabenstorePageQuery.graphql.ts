/**
 * @generated SignedSource<<41dec93c08119e0bb27f0eddb88ac787>>
 * @relayHash 869810c8a1a2adb9cdc821c8b3bddfe7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fa0f9af6a5109726088d6f106b90d3149d21d5e5ea63025d5d456f5421662fd

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
      readonly id: number;
      readonly price: number;
      readonly soldOut: boolean;
      readonly stock: number | null | undefined;
    }>;
    readonly customizations: ReadonlyArray<{
      readonly customization: {
        readonly fileUrl: string;
        readonly id: number;
        readonly label: CustomizationLabel | null | undefined;
        readonly name: string;
        readonly type: CustomizationType;
      } | null | undefined;
      readonly id: number;
      readonly owned: boolean;
      readonly price: number;
      readonly soldOut: boolean;
      readonly stock: number | null | undefined;
    }>;
    readonly eventShopBalance: number | null | undefined;
    readonly restricted: boolean;
    readonly skins: ReadonlyArray<{
      readonly id: number;
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
      } | null | undefined;
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
  "alias": null,
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
  "name": "image",
  "storageKey": null
},
v6 = [
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
              (v0/*:: as any*/),
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
              (v0/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
              (v0/*:: as any*/),
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
              (v5/*:: as any*/)
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
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GabenstorePageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "5fa0f9af6a5109726088d6f106b90d3149d21d5e5ea63025d5d456f5421662fd",
    "metadata": {},
    "name": "GabenstorePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "466066d485412705d4479b341f2f8aa1";

export default node;
