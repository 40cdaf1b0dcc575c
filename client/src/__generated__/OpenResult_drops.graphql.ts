/**
 * @generated SignedSource<<b0fea75bd627f9795752a103c2004133>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type OpenResult_drops$data = ReadonlyArray<{
  readonly case: {
    readonly alias: string;
  } | null | undefined;
  readonly caseRevision: number;
  readonly id: string;
  readonly item: {
    readonly category: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly rarity: ItemRarity;
  };
  readonly nonce: number;
  readonly playsLeft: number | null | undefined;
  readonly price: string;
  readonly roll: string;
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
      "kind": "ScalarField",
      "name": "playsLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nonce",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseRevision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roll",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Case",
      "kind": "LinkedField",
      "name": "case",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        }
      ],
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

(node as any).hash = "28ab9f48ef1bc205c1d1b72da015136c";

export default node;
