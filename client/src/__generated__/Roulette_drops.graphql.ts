/**
 * @generated SignedSource<<afd3819312c032b8eafdfcffac4a1089>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type Roulette_drops$data = ReadonlyArray<{
  readonly id: string;
  readonly item: {
    readonly category: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly rarity: ItemRarity;
  };
  readonly playsLeft: number | null | undefined;
  readonly state: DropState;
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
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playsLeft",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Drop",
  "abstractKey": null
};

(node as any).hash = "a3d5087538afbbc82f5a8619a48dbc66";

export default node;
