/**
 * @generated SignedSource<<7315a48a88549e659286aa65e7ff11ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type FeedItem_drop$data = {
  readonly avatar: string;
  readonly avatarId: number | null | undefined;
  readonly borderId: number | null | undefined;
  readonly caseAlias: string;
  readonly hoodId: number | null | undefined;
  readonly id: string;
  readonly image: string;
  readonly level: number;
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

(node as any).hash = "e087c2f070e0d8f55f62ead0f56ca0ab";

export default node;
