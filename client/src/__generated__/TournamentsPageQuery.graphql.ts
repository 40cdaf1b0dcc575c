/**
 * @generated SignedSource<<b7c4d76dd222dd6434a6c20b3eb80765>>
 * @relayHash e9100d5dfbccfc95224294d6bd847a96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 257bc7f38c763d61963c465ad2c32b741e06336c89d3bb54ccd9411de1c47706

import { ConcreteRequest } from 'relay-runtime';
export type TournamentsPageQuery$variables = Record<PropertyKey, never>;
export type TournamentsPageQuery$data = {
  readonly tournaments: ReadonlyArray<{
    readonly endsAt: string;
    readonly joined: boolean;
    readonly name: string;
    readonly participants: number;
    readonly points: number;
    readonly slug: string;
    readonly startsAt: string;
    readonly status: string;
    readonly tournamentId: number;
  }>;
};
export type TournamentsPageQuery = {
  response: TournamentsPageQuery$data;
  variables: TournamentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Tournament",
    "kind": "LinkedField",
    "name": "tournaments",
    "plural": true,
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
        "name": "startsAt",
        "storageKey": null
      },
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
        "name": "participants",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "joined",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "points",
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
    "name": "TournamentsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TournamentsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "257bc7f38c763d61963c465ad2c32b741e06336c89d3bb54ccd9411de1c47706",
    "metadata": {},
    "name": "TournamentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41a8adc3f67f21f7aec772dc28975167";

export default node;
