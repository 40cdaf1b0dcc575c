/**
 * @generated SignedSource<<106588f5aede9069a31943b11bdd7e68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type Roulette_drops$data = ReadonlyArray<{
  readonly id: string;
  readonly item: {
    readonly image: string;
    readonly marketHashName: string;
    readonly rarity: ItemRarity;
  };
  readonly " $fragmentType": "Roulette_drops";
}>;
export type Roulette_drops$key = ReadonlyArray<{
  readonly " $data"?: Roulette_drops$data;
  readonly " $fragmentSpreads": FragmentRefs<"Roulette_drops">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Roulette_drops",
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
          "name": "image",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Drop",
  "abstractKey": null
};

(node as any).hash = "58d567e20225cbbeeea57595826ea502";

export default node;
