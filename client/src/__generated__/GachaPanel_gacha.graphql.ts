/**
 * @generated SignedSource<<4eb6b111e185387bcb5a182761d81529>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type GachaPanel_gacha$data = {
  readonly guaranteedNext: boolean;
  readonly pity: number;
  readonly progress: number;
  readonly topTier: ItemRarity;
  readonly topTierChance: {
    readonly denominator: number;
    readonly numerator: number;
    readonly percent: number;
  };
  readonly " $fragmentType": "GachaPanel_gacha";
};
export type GachaPanel_gacha$key = {
  readonly " $data"?: GachaPanel_gacha$data;
  readonly " $fragmentSpreads": FragmentRefs<"GachaPanel_gacha">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GachaPanel_gacha",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guaranteedNext",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topTier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Chance",
      "kind": "LinkedField",
      "name": "topTierChance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "numerator",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "denominator",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GachaState",
  "abstractKey": null
};

(node as any).hash = "852c6aab1d2e063343fee14838ea31a2";

export default node;
