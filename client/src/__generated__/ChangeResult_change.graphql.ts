/**
 * @generated SignedSource<<22d2bab358f310806c069fc1abeecde0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeResult_change$data = {
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
  readonly " $fragmentType": "ChangeResult_change";
};
export type ChangeResult_change$key = {
  readonly " $data"?: ChangeResult_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeResult_change">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeResult_change",
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

(node as any).hash = "7cd5461c2b0d4fe4b8fe1fe2d41f91a5";

export default node;
