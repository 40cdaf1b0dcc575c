/**
 * @generated SignedSource<<13f68f43dfbecc7d3b08e80dc5a28d95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type FeedItem_drop$data = {
  readonly caseAlias: string;
  readonly id: string;
  readonly image: string;
  readonly marketHashName: string;
  readonly nickname: string;
  readonly price: string;
  readonly rarity: ItemRarity;
  readonly userId: string;
  readonly " $fragmentType": "FeedItem_drop";
};
export type FeedItem_drop$key = {
  readonly " $data"?: FeedItem_drop$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedItem_drop">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "FeedItem_drop"
};

(node as any).hash = "64ad1f381492a327f3d5676f34e83c2a";

export default node;
