/**
 * @generated SignedSource<<66665969f9bc193e614d2923f03b55ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RangeControls_case$data = {
  readonly items: ReadonlyArray<{
    readonly item: {
      readonly price: string;
    };
    readonly weight: number;
  }>;
  readonly " $fragmentType": "RangeControls_case";
};
export type RangeControls_case$key = {
  readonly " $data"?: RangeControls_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"RangeControls_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RangeControls_case",
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
              "name": "price",
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

(node as any).hash = "31b1e0abf65a60d5b083a41f680b95e1";

export default node;
