/**
 * @generated SignedSource<<d49c3143be3834fbfb9499ae2768f557>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type CaseContents_case$data = {
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly item: {
      readonly image: string;
      readonly marketHashName: string;
      readonly price: string;
      readonly rarity: ItemRarity;
      readonly stattrak: boolean;
    };
    readonly weight: number;
  }>;
  readonly totalWeight: number;
  readonly " $fragmentType": "CaseContents_case";
};
export type CaseContents_case$key = {
  readonly " $data"?: CaseContents_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseContents_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseContents_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalWeight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "name": "weight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Item",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
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
              "name": "rarity",
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "89801017f75220e08e6aeb204c560801";

export default node;
