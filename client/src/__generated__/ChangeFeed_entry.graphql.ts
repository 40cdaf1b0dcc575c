/**
 * @generated SignedSource<<156efb290178b3463d7a4e1941c83e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type ChangeFeed_entry$data = {
  readonly avatar: string;
  readonly avatarId: number | null | undefined;
  readonly borderId: number | null | undefined;
  readonly changeId: string;
  readonly createdAt: string;
  readonly given: ReadonlyArray<{
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
    readonly stattrak: boolean;
  }>;
  readonly hoodId: number | null | undefined;
  readonly level: number;
  readonly nickname: string;
  readonly target: {
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
    readonly stattrak: boolean;
  };
  readonly userId: string;
  readonly " $fragmentType": "ChangeFeed_entry";
};
export type ChangeFeed_entry$key = {
  readonly " $data"?: ChangeFeed_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeFeed_entry">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ChangeFeed_entry"
};

(node as any).hash = "20de29ff35a46a30a5bf9c0fb1836e21";

export default node;
