/**
 * @generated SignedSource<<d9cb3560ede8213836c36a29601f98b7>>
 * @relayHash 54da1609d7093fbb76c7369e51491b02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1679885f4850618d5639e06ef692e6cfccc28159205f84b150d86f1a4fe99e1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BattleState = "active" | "canceled" | "finished" | "new";
export type BattleTab = "active" | "my" | "top";
export type BattlesPageQuery$variables = {
  isActive: boolean;
  isMy: boolean;
  tab: BattleTab;
};
export type BattlesPageQuery$data = {
  readonly battlePresets?: {
    readonly activeCount: number;
    readonly presets: ReadonlyArray<{
      readonly cases: ReadonlyArray<{
        readonly alias: string;
        readonly id: string;
        readonly image: string;
        readonly name: string;
      }>;
      readonly delay: number;
      readonly key: string;
      readonly playersCount: number;
      readonly seatPrice: string;
      readonly type: string;
    }>;
    readonly show: number;
  };
  readonly battleTopbar: {
    readonly biggest: {
      readonly id: string;
      readonly total: string;
    } | null | undefined;
    readonly finishedToday: number;
    readonly playing: number;
    readonly waiting: number;
  };
  readonly battles?: {
    readonly battles: ReadonlyArray<{
      readonly delay: number;
      readonly id: string;
      readonly startedAt: string | null | undefined;
      readonly state: BattleState;
      readonly " $fragmentSpreads": FragmentRefs<"BattleCard_battle">;
    }>;
    readonly total: number;
  };
};
export type BattlesPageQuery = {
  response: BattlesPageQuery$data;
  variables: BattlesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isActive"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isMy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tab"
},
v3 = [
  {
    "kind": "Literal",
    "name": "limit",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "tab",
    "variableName": "tab"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
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
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "delay",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "playersCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seatPrice",
  "storageKey": null
},
v12 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alias",
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
    "name": "image",
    "storageKey": null
  }
],
v13 = {
  "condition": "isActive",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BattlePresets",
      "kind": "LinkedField",
      "name": "battlePresets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "show",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BattlePreset",
          "kind": "LinkedField",
          "name": "presets",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            (v9/*:: as any*/),
            (v10/*:: as any*/),
            (v11/*:: as any*/),
            (v8/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Case",
              "kind": "LinkedField",
              "name": "cases",
              "plural": true,
              "selections": (v12/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "BattleTopbar",
  "kind": "LinkedField",
  "name": "battleTopbar",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waiting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Battle",
      "kind": "LinkedField",
      "name": "biggest",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BattlesPageQuery",
    "selections": [
      {
        "condition": "isMy",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "BattlePage",
            "kind": "LinkedField",
            "name": "battles",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Battle",
                "kind": "LinkedField",
                "name": "battles",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BattleCard_battle"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v13/*:: as any*/),
      (v14/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BattlesPageQuery",
    "selections": [
      {
        "condition": "isMy",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "BattlePage",
            "kind": "LinkedField",
            "name": "battles",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Battle",
                "kind": "LinkedField",
                "name": "battles",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "privacy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "choosingWinner",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "usersCount",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revealedRounds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "winnerSeats",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BattleSeat",
                    "kind": "LinkedField",
                    "name": "seats",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "seat",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isBot",
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
                          (v5/*:: as any*/),
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "level",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ProfileCustomization",
                            "kind": "LinkedField",
                            "name": "profileCustomization",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "borderId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hoodId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "avatarId",
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
                    "concreteType": "BattleRound",
                    "kind": "LinkedField",
                    "name": "rounds",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "round",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Case",
                        "kind": "LinkedField",
                        "name": "case",
                        "plural": false,
                        "selections": (v12/*:: as any*/),
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
          }
        ]
      },
      (v13/*:: as any*/),
      (v14/*:: as any*/)
    ]
  },
  "params": {
    "id": "b1679885f4850618d5639e06ef692e6cfccc28159205f84b150d86f1a4fe99e1",
    "metadata": {},
    "name": "BattlesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5bf4a15c6a691619cfe2dc27d906e51c";

export default node;
