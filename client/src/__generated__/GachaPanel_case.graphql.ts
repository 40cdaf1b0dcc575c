/**
 * @generated SignedSource<<506772bd4dee47c34f7cde039bf51140>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type GachaPanel_case$data = {
  readonly gacha: {
    readonly guaranteedNext: boolean;
    readonly pity: number;
    readonly progress: number;
    readonly topTier: ItemRarity;
    readonly topTierChance: {
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    };
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "GachaPanel_case";
};
export type GachaPanel_case$key = {
  readonly " $data"?: GachaPanel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"GachaPanel_case">;
};

import GachaPanelRefetchQuery_graphql from './GachaPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GachaPanelRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GachaPanel_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GachaState",
      "kind": "LinkedField",
      "name": "gacha",
      "plural": false,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "b5ab64794583cf6e533380bb2b52ba4a";

export default node;
