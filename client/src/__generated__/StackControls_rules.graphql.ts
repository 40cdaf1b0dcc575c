/**
 * @generated SignedSource<<39def6e63b13fcb37e2568c5bfb27dcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StackControls_rules$data = {
  readonly stackSizes: ReadonlyArray<{
    readonly count: number;
    readonly discountBps: number;
    readonly price: string;
  }>;
  readonly " $fragmentType": "StackControls_rules";
};
export type StackControls_rules$key = {
  readonly " $data"?: StackControls_rules$data;
  readonly " $fragmentSpreads": FragmentRefs<"StackControls_rules">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StackControls_rules",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StackSize",
      "kind": "LinkedField",
      "name": "stackSizes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountBps",
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
  "type": "CaseFamilyRules",
  "abstractKey": null
};

(node as any).hash = "796c4db9d34355af3eae64719a352cf8";

export default node;
