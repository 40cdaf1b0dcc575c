/**
 * @generated SignedSource<<0ae9e2c97afdc8ae35f11dc0e8f900d6>>
 * @relayHash de660648c028721d12fad27eab636541
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 050df7823efc97252bd225f31a84c139a5d9e3c3dedb7086567ceeb77687a7dc

import { ConcreteRequest } from 'relay-runtime';
export type PickemPageQuery$variables = {
  slug: string;
};
export type PickemPageQuery$data = {
  readonly me: {
    readonly id: string;
  } | null | undefined;
  readonly tournament: {
    readonly available: boolean;
    readonly endsAt: string;
    readonly joined: boolean;
    readonly name: string;
    readonly participants: number;
    readonly points: number;
    readonly prizeDescription: string;
    readonly rank: number | null | undefined;
    readonly slug: string;
    readonly startsAt: string;
    readonly status: string;
  } | null | undefined;
  readonly tournamentPrize: {
    readonly payout: {
      readonly rank: number;
    } | null | undefined;
    readonly prize: {
      readonly caseId: number | null | undefined;
      readonly caseName: string;
      readonly crystals: number;
      readonly money: string;
    } | null | undefined;
  };
  readonly tournamentStages: ReadonlyArray<{
    readonly final: boolean;
    readonly kind: string;
    readonly matches: ReadonlyArray<{
      readonly bestOf: number;
      readonly correct: boolean | null | undefined;
      readonly matchId: number;
      readonly pick: string;
      readonly startsAt: string;
      readonly teamA: string;
      readonly teamB: string;
      readonly winner: string | null | undefined;
    }>;
    readonly name: string;
    readonly points: number;
    readonly resultsComplete: boolean;
    readonly stageId: number;
  }>;
  readonly tournamentWinners: ReadonlyArray<{
    readonly nickname: string;
    readonly paid: boolean;
    readonly points: number;
    readonly prize: {
      readonly caseId: number | null | undefined;
      readonly caseName: string;
      readonly crystals: number;
      readonly money: string;
    } | null | undefined;
    readonly rank: number;
    readonly userId: number;
  }>;
};
export type PickemPageQuery = {
  response: PickemPageQuery$data;
  variables: PickemPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "TournamentPrize",
  "kind": "LinkedField",
  "name": "prize",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "money",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crystals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": (v2/*:: as any*/),
    "concreteType": "Tournament",
    "kind": "LinkedField",
    "name": "tournament",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prizeDescription",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "participants",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "joined",
        "storageKey": null
      },
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v2/*:: as any*/),
    "concreteType": "TournamentStage",
    "kind": "LinkedField",
    "name": "tournamentStages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stageId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "final",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resultsComplete",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TournamentMatch",
        "kind": "LinkedField",
        "name": "matches",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teamA",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teamB",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bestOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "winner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pick",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correct",
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
    "args": (v2/*:: as any*/),
    "concreteType": "TournamentMyPrize",
    "kind": "LinkedField",
    "name": "tournamentPrize",
    "plural": false,
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "TournamentPayout",
        "kind": "LinkedField",
        "name": "payout",
        "plural": false,
        "selections": [
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 10
      },
      (v1/*:: as any*/)
    ],
    "concreteType": "TournamentStanding",
    "kind": "LinkedField",
    "name": "tournamentWinners",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paid",
        "storageKey": null
      },
      (v7/*:: as any*/)
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PickemPageQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PickemPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "050df7823efc97252bd225f31a84c139a5d9e3c3dedb7086567ceeb77687a7dc",
    "metadata": {},
    "name": "PickemPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "05abeddd4264780de17809b3f3ee151a";

export default node;
