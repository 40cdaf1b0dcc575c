/**
 * @generated SignedSource<<dad321cff468fdb9611c96a00aa19972>>
 * @relayHash c8b45e43cd7c45eac997517d908d0096
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b90a6cd58b75361f2efa94bc9e0551728d7a2dbeb60c972e0ca4b89ee536bfb4

import { ConcreteRequest } from 'relay-runtime';
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
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
          (v5/*:: as any*/)
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
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LevelsQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "b90a6cd58b75361f2efa94bc9e0551728d7a2dbeb60c972e0ca4b89ee536bfb4",
    "metadata": {},
    "name": "LevelsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f6b5f6c58cb6f6b455dce2f07734a87";

export default node;
