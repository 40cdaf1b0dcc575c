/**
 * @generated SignedSource<<8c88ef873e219e1fa54f50e8747a132a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Levels_levels$data = ReadonlyArray<{
  readonly bonus: number;
  readonly level: number;
  readonly name: string;
  readonly percentage: number;
  readonly threshold: string;
  readonly " $fragmentType": "Levels_levels";
}>;
export type Levels_levels$key = ReadonlyArray<{
  readonly " $data"?: Levels_levels$data;
  readonly " $fragmentSpreads": FragmentRefs<"Levels_levels">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Levels_levels",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percentage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bonus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "threshold",
      "storageKey": null
    }
  ],
  "type": "PartnerLevel",
  "abstractKey": null
};

(node as any).hash = "f8e96f2800d3b62b6e2c274f6832983d";

export default node;
