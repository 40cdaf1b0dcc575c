/**
 * @generated SignedSource<<52a6ed32c5e8f80b11fcafe10c0a974b>>
 * @relayHash 44bc4e4fbd838ae5250c6b182c201353
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a320bc0da007a4f07305a1b3d4ced140865dba483ada2552e6ba9a287586f479

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type LevelsQuery$variables = Record<PropertyKey, never>;
export type LevelsQuery$data = {
  readonly extraLevelRewards: {
    readonly missingLevels: ReadonlyArray<number>;
    readonly rewards: ReadonlyArray<{
      readonly case: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly claimable: boolean;
      readonly claimed: boolean;
      readonly crystals: number;
      readonly depositsProgress: string;
      readonly level: number;
      readonly maxDeposit: string;
      readonly reached: boolean;
      readonly referrals: number;
      readonly referralsProgress: number;
    }>;
  } | null | undefined;
  readonly levels: ReadonlyArray<{
    readonly claimable: boolean;
    readonly claimed: boolean;
    readonly level: number;
    readonly reached: boolean;
    readonly reward: {
      readonly balance: string;
      readonly bullets: number;
      readonly case: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly crystals: number;
      readonly customization: {
        readonly customizationId: number;
        readonly fileUrl: string;
        readonly name: string;
        readonly type: CustomizationType;
      } | null | undefined;
    };
    readonly xp: number;
  }>;
};
export type LevelsQuery = {
  response: LevelsQuery$data;
  variables: LevelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reached",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "claimed",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "claimable",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "crystals",
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
  "concreteType": "Case",
  "kind": "LinkedField",
  "name": "case",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LevelReward",
    "kind": "LinkedField",
    "name": "levels",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "xp",
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LevelRewardContents",
        "kind": "LinkedField",
        "name": "reward",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bullets",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          },
          (v6/*:: as any*/),
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
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ExtraLevelProgress",
    "kind": "LinkedField",
    "name": "extraLevelRewards",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "missingLevels",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExtraLevelReward",
        "kind": "LinkedField",
        "name": "rewards",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referrals",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxDeposit",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralsProgress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositsProgress",
            "storageKey": null
          },
          (v6/*:: as any*/)
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
    "name": "LevelsQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LevelsQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "a320bc0da007a4f07305a1b3d4ced140865dba483ada2552e6ba9a287586f479",
    "metadata": {},
    "name": "LevelsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f74126b628311be2c401f21039cbd1b8";

export default node;
