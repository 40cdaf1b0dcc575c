/**
 * @generated SignedSource<<7a9d36c80cc716d401cf3c2da43fd4b7>>
 * @relayHash 39f06ead0f1dbaf35ebbc2229a42fe31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 140bf1e936588a7a9385ced5a345a10ff459c5c65510b3b61c9fbb9ce9478537

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type DailyBonusPageQuery$variables = {
  signedIn: boolean;
};
export type DailyBonusPageQuery$data = {
  readonly dailyBonus?: {
    readonly available: boolean;
    readonly case: {
      readonly alias: string;
      readonly id: string;
      readonly image: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"Roulette_case">;
    };
    readonly daysLeft: number;
    readonly lastOpenedToday: boolean;
    readonly level: number;
    readonly maxWin: string;
    readonly nextAt: string | null | undefined;
    readonly tier: number;
    readonly topupsSum: string;
  } | null | undefined;
  readonly dailyBonusHistory: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly nickname: string;
    readonly price: string;
    readonly rarity: ItemRarity;
  }>;
  readonly dailyBonusTop: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly nickname: string;
    readonly price: string;
    readonly rarity: ItemRarity;
  }>;
  readonly me?: {
    readonly avatar: string;
    readonly id: string;
    readonly levelBasedOnXp: number;
    readonly nickname: string;
  } | null | undefined;
  readonly myDailyBonusOpens?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly id: string;
        readonly item: {
          readonly image: string;
          readonly marketHashName: string;
          readonly rarity: ItemRarity;
        };
        readonly price: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type DailyBonusPageQuery = {
  response: DailyBonusPageQuery$data;
  variables: DailyBonusPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysLeft",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topupsSum",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastOpenedToday",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tier",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxWin",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
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
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v18/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelBasedOnXp",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = [
  (v9/*:: as any*/),
  (v18/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v12/*:: as any*/),
  (v15/*:: as any*/),
  (v14/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": (v13/*:: as any*/),
  "concreteType": "FeedDrop",
  "kind": "LinkedField",
  "name": "dailyBonusTop",
  "plural": true,
  "selections": (v20/*:: as any*/),
  "storageKey": "dailyBonusTop(first:10)"
},
v22 = {
  "alias": null,
  "args": (v13/*:: as any*/),
  "concreteType": "FeedDrop",
  "kind": "LinkedField",
  "name": "dailyBonusHistory",
  "plural": true,
  "selections": (v20/*:: as any*/),
  "storageKey": "dailyBonusHistory(first:10)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DailyBonusPageQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyBonus",
            "kind": "LinkedField",
            "name": "dailyBonus",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "Roulette_case"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "DropConnection",
            "kind": "LinkedField",
            "name": "myDailyBonusOpens",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DropEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Drop",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
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
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "myDailyBonusOpens(first:10)"
          },
          (v19/*:: as any*/)
        ]
      },
      (v21/*:: as any*/),
      (v22/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DailyBonusPageQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyBonus",
            "kind": "LinkedField",
            "name": "dailyBonus",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CaseItem",
                    "kind": "LinkedField",
                    "name": "items",
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
                          (v9/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
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
            "args": (v13/*:: as any*/),
            "concreteType": "DropConnection",
            "kind": "LinkedField",
            "name": "myDailyBonusOpens",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DropEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Drop",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
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
                          (v12/*:: as any*/),
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "myDailyBonusOpens(first:10)"
          },
          (v19/*:: as any*/)
        ]
      },
      (v21/*:: as any*/),
      (v22/*:: as any*/)
    ]
  },
  "params": {
    "id": "140bf1e936588a7a9385ced5a345a10ff459c5c65510b3b61c9fbb9ce9478537",
    "metadata": {},
    "name": "DailyBonusPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "53c8bf38bdf56f9ffed73adf5f1a1c83";

export default node;
