/**
 * @generated SignedSource<<6e536328940ba94a805a75e60d16aaf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type DropRows_drop$data = ReadonlyArray<{
  readonly case: {
    readonly alias: string;
    readonly name: string;
  } | null | undefined;
  readonly caseRevision: number;
  readonly createdAt: string;
  readonly id: string;
  readonly item: {
    readonly image: string;
    readonly marketHashName: string;
    readonly rarity: ItemRarity;
  };
  readonly nonce: number;
  readonly price: string;
  readonly proof: {
    readonly clientSeed: string;
    readonly serverSeed: string | null | undefined;
    readonly serverSeedHash: string;
  } | null | undefined;
  readonly roll: string;
  readonly soldAt: string | null | undefined;
  readonly state: DropState;
  readonly " $fragmentType": "DropRows_drop";
}>;
export type DropRows_drop$key = ReadonlyArray<{
  readonly " $data"?: DropRows_drop$data;
  readonly " $fragmentSpreads": FragmentRefs<"DropRows_drop">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DropRows_drop",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soldAt",
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
      "name": "state",
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
      "name": "roll",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RollProof",
      "kind": "LinkedField",
      "name": "proof",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serverSeedHash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientSeed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serverSeed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Drop",
  "abstractKey": null
};

(node as any).hash = "2c813cfb96ad23f5b70d4d6493cc04ab";

export default node;
