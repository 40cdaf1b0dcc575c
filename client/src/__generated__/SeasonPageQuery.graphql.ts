/**
 * @generated SignedSource<<5c2f80a38c27dc011b420dd32b159ca3>>
 * @relayHash 7dcc8b9f7acf3dac56914ab42457a0c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e243f8dba973b126343139b01ceb4335d2b51b9578ffa68330e6f09ff6209b2

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type SeasonOfferKind = "case" | "customization" | "skin";
export type SeasonStatus = "ended" | "running" | "upcoming";
export type SeasonPageQuery$variables = {
  name: string;
};
export type SeasonPageQuery$data = {
  readonly me: {
    readonly candies: number | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly seasonEvent: {
    readonly candyRate: number;
    readonly endsAt: string;
    readonly history: ReadonlyArray<{
      readonly day: string;
      readonly points: number;
      readonly rewardCandies: number;
      readonly userPosition: number;
    }>;
    readonly key: string;
    readonly leaderboard: {
      readonly current: {
        readonly points: number;
        readonly position: number;
        readonly reward: number;
        readonly user: {
          readonly avatar: string;
          readonly id: string;
          readonly nickname: string;
        } | null | undefined;
      } | null | undefined;
      readonly data: ReadonlyArray<{
        readonly points: number;
        readonly position: number;
        readonly reward: number;
        readonly user: {
          readonly avatar: string;
          readonly id: string;
          readonly nickname: string;
        } | null | undefined;
      }>;
      readonly day: string;
      readonly nextReward: string | null | undefined;
      readonly userPosition: number;
    };
    readonly offers: ReadonlyArray<{
      readonly case: {
        readonly image: string;
        readonly name: string;
      } | null | undefined;
      readonly customization: {
        readonly fileUrl: string;
        readonly name: string;
      } | null | undefined;
      readonly item: {
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
      } | null | undefined;
      readonly kind: SeasonOfferKind;
      readonly offerId: number;
      readonly price: number;
      readonly stock: number | null | undefined;
    }>;
    readonly pinata: {
      readonly price: number;
      readonly prizes: ReadonlyArray<{
        readonly item: {
          readonly id: string;
          readonly image: string;
          readonly marketHashName: string;
          readonly rarity: ItemRarity;
        };
        readonly weight: number;
      }>;
      readonly totalWeight: number;
    } | null | undefined;
    readonly pinataPrice: number;
    readonly startsAt: string;
    readonly status: SeasonStatus;
  } | null | undefined;
};
export type SeasonPageQuery = {
  response: SeasonPageQuery$data;
  variables: SeasonPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "candies",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "candyRate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pinataPrice",
  "storageKey": null
},
v10 = {
  "alias": "offerId",
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marketHashName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarity",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Customization",
  "kind": "LinkedField",
  "name": "customization",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Pinata",
  "kind": "LinkedField",
  "name": "pinata",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
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
      "concreteType": "PinataPrize",
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
          "concreteType": "Item",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            (v15/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "day",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userPosition",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v23 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  },
  (v22/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reward",
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatar",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "SeasonLeaderboard",
  "kind": "LinkedField",
  "name": "leaderboard",
  "plural": false,
  "selections": [
    (v20/*:: as any*/),
    (v21/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextReward",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonLeaderboardEntry",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": (v23/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonLeaderboardEntry",
      "kind": "LinkedField",
      "name": "current",
      "plural": false,
      "selections": (v23/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "SeasonHistoryEntry",
  "kind": "LinkedField",
  "name": "history",
  "plural": true,
  "selections": [
    (v20/*:: as any*/),
    (v21/*:: as any*/),
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rewardCandies",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SeasonPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SeasonEvent",
        "kind": "LinkedField",
        "name": "seasonEvent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SeasonOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
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
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeasonPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SeasonEvent",
        "kind": "LinkedField",
        "name": "seasonEvent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SeasonOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v1/*:: as any*/)
                ],
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
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v15/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e243f8dba973b126343139b01ceb4335d2b51b9578ffa68330e6f09ff6209b2",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e591dadfd1d064bea98a86f2bc1e86d";

export default node;
