/**
 * @generated SignedSource<<a73a80e65ae633ea8b029aedb91b060e>>
 * @relayHash 59a66c8eccc24412cefd23a1a5ab362d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cb63e8828d9307054d107f24f452c947cb30556c0f3219e6283abb2c1958c72

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type BattleVerifierQuery$variables = {
  id: string;
  privateKey?: string | null | undefined;
  serverSeed?: string | null | undefined;
};
export type BattleVerifierQuery$data = {
  readonly verifyBattle: {
    readonly battleHash: string;
    readonly battleId: string;
    readonly clientSeeds: ReadonlyArray<string>;
    readonly clientSeedsHash: string;
    readonly clientSeedsMatch: boolean;
    readonly hashMatches: boolean;
    readonly ok: boolean;
    readonly rounds: ReadonlyArray<{
      readonly case: {
        readonly alias: string;
        readonly id: string;
        readonly name: string;
      };
      readonly caseRevision: number;
      readonly rolls: ReadonlyArray<{
        readonly bits52: number;
        readonly item: {
          readonly id: string;
          readonly image: string;
          readonly marketHashName: string;
          readonly price: string;
          readonly rarity: ItemRarity;
        };
        readonly matches: boolean;
        readonly roll: number;
        readonly seat: number;
        readonly ticket: number;
      }>;
      readonly round: number;
      readonly totalWeight: number;
    }>;
    readonly seatTotals: ReadonlyArray<string>;
    readonly serverSeed: string;
    readonly serverSeedHash: string;
    readonly tieTicket: number;
    readonly tied: ReadonlyArray<number>;
    readonly winnerSeats: ReadonlyArray<number>;
    readonly winnersMatch: boolean;
  };
};
export type BattleVerifierQuery = {
  response: BattleVerifierQuery$data;
  variables: BattleVerifierQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "privateKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "serverSeed"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "privateKey",
        "variableName": "privateKey"
      },
      {
        "kind": "Variable",
        "name": "serverSeed",
        "variableName": "serverSeed"
      }
    ],
    "concreteType": "BattleVerification",
    "kind": "LinkedField",
    "name": "verifyBattle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "battleId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverSeed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverSeedHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "battleHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hashMatches",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSeeds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSeedsHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSeedsMatch",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BattleVerifiedRound",
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
            "kind": "ScalarField",
            "name": "caseRevision",
            "storageKey": null
          },
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
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BattleVerifiedRoll",
            "kind": "LinkedField",
            "name": "rolls",
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
                "name": "bits52",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roll",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ticket",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matches",
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
                  (v3/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "image",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "price",
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
        "kind": "ScalarField",
        "name": "seatTotals",
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
        "kind": "ScalarField",
        "name": "tied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tieTicket",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "winnersMatch",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BattleVerifierQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BattleVerifierQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0cb63e8828d9307054d107f24f452c947cb30556c0f3219e6283abb2c1958c72",
    "metadata": {},
    "name": "BattleVerifierQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "215e620c4d034eb610518fde2537c9cb";

export default node;
