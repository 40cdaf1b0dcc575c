/**
 * @generated SignedSource<<a0d4eb28dba4e01b648c5e8b48c368f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BattlePaymode = "creator" | "each";
export type RematchState = "accepted" | "created" | "declined" | "expired";
import { FragmentRefs } from "relay-runtime";
export type RematchPanel_battle$data = {
  readonly id: string;
  readonly mySeat: number | null | undefined;
  readonly paymode: BattlePaymode;
  readonly rematch: {
    readonly acceptedIds: ReadonlyArray<string>;
    readonly declinedBy: string | null | undefined;
    readonly expiresAt: string;
    readonly id: string;
    readonly loser: {
      readonly id: string;
      readonly nickname: string;
    };
    readonly newBattleId: string | null | undefined;
    readonly remainingMs: number;
    readonly state: RematchState;
  } | null | undefined;
  readonly seatPrice: string;
  readonly winnerSeats: ReadonlyArray<number> | null | undefined;
  readonly " $fragmentType": "RematchPanel_battle";
};
export type RematchPanel_battle$key = {
  readonly " $data"?: RematchPanel_battle$data;
  readonly " $fragmentSpreads": FragmentRefs<"RematchPanel_battle">;
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
  "name": "RematchPanel_battle",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "paymode",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Rematch",
      "kind": "LinkedField",
      "name": "rematch",
      "plural": false,
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
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remainingMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptedIds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "declinedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newBattleId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "loser",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nickname",
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

(node as any).hash = "7935f6400ae2d62e91f47d25eee74706";

export default node;
