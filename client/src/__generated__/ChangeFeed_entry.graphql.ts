/**
 * @generated SignedSource<<132fb64950e9f7166dd3ca37c4c6eb70>>
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
  readonly createdAt: string;
  readonly given: ReadonlyArray<{
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
    readonly stattrak: boolean;
  }>;
  readonly id: string;
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

(node as any).hash = "73e58ae550f5d98ff98c2906a60e4cda";

export default node;
