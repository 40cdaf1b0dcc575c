/**
 * @generated SignedSource<<2c1e12fb8d48bb870608cc85d4911e3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type OpenResult_drops$data = ReadonlyArray<{
  readonly id: string;
  readonly item: {
    readonly image: string;
    readonly marketHashName: string;
    readonly rarity: ItemRarity;
  };
  readonly price: string;
  readonly state: DropState;
  readonly " $fragmentType": "OpenResult_drops";
}>;
export type OpenResult_drops$key = ReadonlyArray<{
  readonly " $data"?: OpenResult_drops$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenResult_drops">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OpenResult_drops",
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
      "name": "price",
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

(node as any).hash = "9938159e935c4be9e47bd12a414e44c4";

export default node;
