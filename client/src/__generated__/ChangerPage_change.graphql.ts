/**
 * @generated SignedSource<<83c566db2747cebe66cc46e79fb62bcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangerPage_change$data = {
  readonly credit: string;
  readonly difference: string;
  readonly itemsValue: string;
  readonly result: {
    readonly id: string;
    readonly item: {
      readonly " $fragmentSpreads": FragmentRefs<"ItemCard_item">;
    };
  };
  readonly targetPrice: string;
  readonly " $fragmentType": "ChangerPage_change";
};
export type ChangerPage_change$key = {
  readonly " $data"?: ChangerPage_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangerPage_change">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangerPage_change",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemsValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "credit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difference",
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
          "concreteType": "Item",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ItemCard_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SkinChange",
  "abstractKey": null
};

(node as any).hash = "b9fe9099aa8f8fda0b56995a705ca3b4";

export default node;
