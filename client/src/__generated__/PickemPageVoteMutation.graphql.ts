/**
 * @generated SignedSource<<7b88ce5c3ef58c2cfd86958bf974590e>>
 * @relayHash 81162f975e62cb532514ae702600709b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9efd547961301939d423d32a00c9b6b1c16ae75e1f2956abc1ceb9c7b0b02fd7

import { ConcreteRequest } from 'relay-runtime';
export type PickemPageVoteMutation$variables = {
  matchId: number;
  team: string;
};
export type PickemPageVoteMutation$data = {
  readonly voteTournament: {
    readonly matchId: number;
    readonly team: string;
  };
};
export type PickemPageVoteMutation = {
  response: PickemPageVoteMutation$data;
  variables: PickemPageVoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "matchId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "team"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "matchId",
        "variableName": "matchId"
      },
      {
        "kind": "Variable",
        "name": "team",
        "variableName": "team"
      }
    ],
    "concreteType": "TournamentVote",
    "kind": "LinkedField",
    "name": "voteTournament",
    "plural": false,
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
        "name": "team",
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
    "name": "PickemPageVoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PickemPageVoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9efd547961301939d423d32a00c9b6b1c16ae75e1f2956abc1ceb9c7b0b02fd7",
    "metadata": {},
    "name": "PickemPageVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8440b2aeaf1cbfe2235a57e076f91951";

export default node;
