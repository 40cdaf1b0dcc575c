/**
 * @generated SignedSource<<2d1b8d39eff58de75f4d58d5c3203545>>
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
  readonly changeId: string;
  readonly createdAt: string;
  readonly given: ReadonlyArray<{
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
    readonly stattrak: boolean;
  }>;
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

(node as any).hash = "591c994b64153e6fce25f8d4ae620d45";

export default node;
