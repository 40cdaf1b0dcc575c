/**
 * @generated SignedSource<<0967ede0a0adfbea3d968bfe343b7f18>>
 * @relayHash 5db5679137a9f7bc349cc95c627ef3eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea231de9ea86102b3d03be3c6df89a2f0936946a391af6b770ca4712403be492

import { ConcreteRequest } from 'relay-runtime';
export type PickemHistoryPageQuery$variables = Record<PropertyKey, never>;
export type PickemHistoryPageQuery$data = {
  readonly me: {
    readonly id: string;
  } | null | undefined;
  readonly tournamentHistory: ReadonlyArray<{
    readonly correct: number;
    readonly payout: {
      readonly rank: number;
    } | null | undefined;
    readonly tournament: {
      readonly name: string;
      readonly points: number;
      readonly rank: number | null | undefined;
      readonly slug: string;
      readonly status: string;
      readonly tournamentId: number;
    };
    readonly votes: number;
  }>;
};
export type PickemHistoryPageQuery = {
  response: PickemHistoryPageQuery$data;
  variables: PickemHistoryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v1 = [
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TournamentHistoryEntry",
    "kind": "LinkedField",
    "name": "tournamentHistory",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "correct",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "votes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Tournament",
        "kind": "LinkedField",
        "name": "tournament",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tournamentId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TournamentPayout",
        "kind": "LinkedField",
        "name": "payout",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "PickemHistoryPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PickemHistoryPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea231de9ea86102b3d03be3c6df89a2f0936946a391af6b770ca4712403be492",
    "metadata": {},
    "name": "PickemHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb67fa6cbb1b5fd9c55c8e240f1f08f4";

export default node;
