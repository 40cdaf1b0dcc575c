/**
 * @generated SignedSource<<078c3f6d4da162039018905886571b89>>
 * @relayHash 1801eedcca345f9a109f4b6c39bb5f13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd89a1b9fd90e4785fcb86b03265ba23808b6b716117647f236421b7012c43be

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
  readonly siteEvents: {
    readonly events: ReadonlyArray<{
      readonly finishAt: string;
      readonly type: string;
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
  "name": "type",
  "storageKey": null
},
v1 = {
  "alias": "offerId",
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "soldOut",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteEvents",
    "kind": "LinkedField",
    "name": "siteEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteEvent",
        "kind": "LinkedField",
        "name": "events",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finishAt",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              (v5/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/)
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
          (v1/*:: as any*/),
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
              (v6/*:: as any*/),
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
              (v7/*:: as any*/)
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
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GabenstorePageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "bd89a1b9fd90e4785fcb86b03265ba23808b6b716117647f236421b7012c43be",
    "metadata": {},
    "name": "GabenstorePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aabaf210756d39089b0b509d9e1d943b";

export default node;
