/**
 * @generated SignedSource<<3fc2cc70d3e1aae5e610d8c3f082cb3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type CaseContents_case$data = {
  readonly skins: ReadonlyArray<{
    readonly hasStattrak: boolean;
    readonly image: string;
    readonly name: string;
    readonly odds: number;
    readonly priceMax: string;
    readonly priceMin: string;
    readonly rarity: ItemRarity | null | undefined;
    readonly skin: string;
    readonly staticName: string;
    readonly variants: ReadonlyArray<{
      readonly id: string;
      readonly item: {
        readonly marketHashName: string;
        readonly price: string;
        readonly stattrak: boolean;
      };
      readonly odds: number;
    }>;
    readonly weapon: string;
  }>;
  readonly " $fragmentType": "CaseContents_case";
};
export type CaseContents_case$key = {
  readonly " $data"?: CaseContents_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseContents_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "odds",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseContents_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseSkin",
      "kind": "LinkedField",
      "name": "skins",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staticName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weapon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skin",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceMin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceMax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasStattrak",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CaseItem",
          "kind": "LinkedField",
          "name": "variants",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
                  "name": "stattrak",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "price",
                  "storageKey": null
                }
              ],
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
})();

(node as any).hash = "bb799276f03a4f597de0c78b3ed96d4e";

export default node;
