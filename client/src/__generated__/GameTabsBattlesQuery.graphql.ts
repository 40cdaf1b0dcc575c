/**
 * @generated SignedSource<<cfa295956d2cf563e607a87c44ea384a>>
 * @relayHash 219cf31bdb3e81737c1919895cf6bb77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b452eb9978b8266121aa1e443dc07a693e5ee2e464113564abad79c7884fb54e

import { ConcreteRequest } from 'relay-runtime';
export type BattleState = "active" | "canceled" | "finished" | "new";
export type GameTabsBattlesQuery$variables = {
  limit: number;
  page: number;
};
export type GameTabsBattlesQuery$data = {
  readonly battles: {
    readonly battles: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly mySeat: number | null | undefined;
      readonly playersCount: number;
      readonly seatPrice: string;
      readonly state: BattleState;
      readonly total: string;
      readonly winnerSeats: ReadonlyArray<number> | null | undefined;
    }>;
    readonly total: number;
  };
};
export type GameTabsBattlesQuery = {
  response: GameTabsBattlesQuery$data;
  variables: GameTabsBattlesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Literal",
        "name": "tab",
        "value": "my"
      }
    ],
    "concreteType": "BattlePage",
    "kind": "LinkedField",
    "name": "battles",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Battle",
        "kind": "LinkedField",
        "name": "battles",
        "plural": true,
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playersCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seatPrice",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mySeat",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "winnerSeats",
            "storageKey": null
          }
        ],
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameTabsBattlesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GameTabsBattlesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b452eb9978b8266121aa1e443dc07a693e5ee2e464113564abad79c7884fb54e",
    "metadata": {},
    "name": "GameTabsBattlesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c971b36b7949c215a237fa7e048539ae";

export default node;
