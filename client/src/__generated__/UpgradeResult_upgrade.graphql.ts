/**
 * @generated SignedSource<<412ce5484b9595ec212d16fe4e432a17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
import { FragmentRefs } from "relay-runtime";
export type UpgradeResult_upgrade$data = {
  readonly chance: number;
  readonly nonce: number;
  readonly result: {
    readonly id: string;
    readonly price: string;
    readonly state: DropState;
  } | null | undefined;
  readonly stake: string;
  readonly target: {
    readonly " $fragmentSpreads": FragmentRefs<"ItemCard_item">;
  };
  readonly ticket: number;
  readonly won: boolean;
  readonly " $fragmentType": "UpgradeResult_upgrade";
};
export type UpgradeResult_upgrade$key = {
  readonly " $data"?: UpgradeResult_upgrade$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeResult_upgrade">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpgradeResult_upgrade",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "won",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticket",
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
      "name": "stake",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Item",
      "kind": "LinkedField",
      "name": "target",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ItemCard_item"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Drop",
      "kind": "LinkedField",
      "name": "result",
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
          "name": "state",
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
  "type": "Upgrade",
  "abstractKey": null
};

(node as any).hash = "1d5354acf8dfda0e5247be18fbe12950";

export default node;
