/**
 * @generated SignedSource<<d9e8b845f4fe7b44907a61b621b2960e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Levels_user$data = {
  readonly balance: string | null | undefined;
  readonly bullets: number | null | undefined;
  readonly canLevelUp: boolean;
  readonly crystals: number | null | undefined;
  readonly id: string;
  readonly level: number;
  readonly levelBasedOnXp: number;
  readonly " $fragmentType": "Levels_user";
};
export type Levels_user$key = {
  readonly " $data"?: Levels_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"Levels_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Levels_user",
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
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelBasedOnXp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canLevelUp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crystals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bullets",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9a25a58f35e29ee8298f5165c1748692";

export default node;
