/**
 * @generated SignedSource<<4fcf5c5dbdb04a7ee62c17b2e221f6f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BattlePaymode = "creator" | "each";
export type BattlePrivacy = "private" | "public";
export type BattleState = "active" | "canceled" | "finished" | "new";
export type BattleWinnerMode = "highest" | "lowest";
import { FragmentRefs } from "relay-runtime";
export type BattleCard_battle$data = {
  readonly choosingWinner: BattleWinnerMode;
  readonly id: string;
  readonly paymode: BattlePaymode;
  readonly playersCount: number;
  readonly privacy: BattlePrivacy;
  readonly revealedRounds: number;
  readonly rounds: ReadonlyArray<{
    readonly case: {
      readonly alias: string;
      readonly id: string;
      readonly image: string;
      readonly name: string;
    };
    readonly round: number;
  }>;
  readonly seatPrice: string;
  readonly seats: ReadonlyArray<{
    readonly isBot: boolean;
    readonly seat: number;
    readonly user: {
      readonly avatar: string;
      readonly id: string;
      readonly level: number;
      readonly nickname: string;
      readonly profileCustomization: {
        readonly avatarId: number | null | undefined;
        readonly borderId: number | null | undefined;
        readonly hoodId: number | null | undefined;
      };
    } | null | undefined;
  }>;
  readonly state: BattleState;
  readonly total: string;
  readonly type: string;
  readonly usersCount: number;
  readonly winnerSeats: ReadonlyArray<number> | null | undefined;
  readonly " $fragmentType": "BattleCard_battle";
};
export type BattleCard_battle$key = {
  readonly " $data"?: BattleCard_battle$data;
  readonly " $fragmentSpreads": FragmentRefs<"BattleCard_battle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BattleCard_battle",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "type",
      "storageKey": null
    },
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
      "name": "usersCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seatPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
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
            (v0/*:: as any*/),
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
          "selections": [
            (v0/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Battle",
  "abstractKey": null
};
})();

(node as any).hash = "ed59cfec741f9a17479b170f566bd803";

export default node;
