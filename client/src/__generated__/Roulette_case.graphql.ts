/**
 * @generated SignedSource<<f83630d524f260b3f637a615e195875d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type Roulette_case$data = {
  readonly items: ReadonlyArray<{
    readonly item: {
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly rarity: ItemRarity;
    };
    readonly weight: number;
  }>;
  readonly " $fragmentType": "Roulette_case";
};
export type Roulette_case$key = {
  readonly " $data"?: Roulette_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"Roulette_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Roulette_case",
  "selections": [
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
              "name": "id",
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

(node as any).hash = "bf0301326d213d07987c8fb4d5988273";

export default node;
