/**
 * @generated SignedSource<<e93201cf568d6707dccb0747b1363647>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type BattleReel_case$data = {
  readonly items: ReadonlyArray<{
    readonly item: {
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly rarity: ItemRarity;
    };
    readonly weight: number;
  }>;
  readonly " $fragmentType": "BattleReel_case";
};
export type BattleReel_case$key = {
  readonly " $data"?: BattleReel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"BattleReel_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BattleReel_case",
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
              "name": "id",
              "storageKey": null
            },
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
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "df2c4d33f0204e87f5ca18543562fd21";

export default node;
