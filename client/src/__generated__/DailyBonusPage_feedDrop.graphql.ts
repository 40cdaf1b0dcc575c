/**
 * @generated SignedSource<<3b928d0716f312ab6d5099aea9deb7d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type DailyBonusPage_feedDrop$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly image: string;
  readonly marketHashName: string;
  readonly nickname: string;
  readonly price: string;
  readonly rarity: ItemRarity;
  readonly " $fragmentType": "DailyBonusPage_feedDrop";
};
export type DailyBonusPage_feedDrop$key = {
  readonly " $data"?: DailyBonusPage_feedDrop$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyBonusPage_feedDrop">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyBonusPage_feedDrop",
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
      "name": "nickname",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "FeedDrop",
  "abstractKey": null
};

(node as any).hash = "e3c8c021da9fee6af78e25f23e8681c0";

export default node;
