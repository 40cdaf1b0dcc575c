/**
 * @generated SignedSource<<b2ff3922e2e86146347a8c883ede1be6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type ItemCard_item$data = {
  readonly image: string;
  readonly marketHashName: string;
  readonly price: string;
  readonly rarity: ItemRarity;
  readonly stattrak: boolean;
  readonly " $fragmentType": "ItemCard_item";
};
export type ItemCard_item$key = {
  readonly " $data"?: ItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemCard_item",
  "selections": [
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
      "name": "stattrak",
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
      "name": "price",
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
  "type": "Item",
  "abstractKey": null
};

(node as any).hash = "9b4af53d7200aed6c6c167e90e816641";

export default node;
