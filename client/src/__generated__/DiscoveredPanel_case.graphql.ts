/**
 * @generated SignedSource<<c6331fbddcc20673da8934d933975f98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type DiscoveredPanel_case$data = {
  readonly discoveredBoard: {
    readonly commitment: string;
    readonly nonce: number;
    readonly revealed: ReadonlyArray<{
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly price: string;
      readonly rarity: ItemRarity;
    }> | null | undefined;
    readonly salt: string | null | undefined;
    readonly selected: number | null | undefined;
    readonly slots: number;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "DiscoveredPanel_case";
};
export type DiscoveredPanel_case$key = {
  readonly " $data"?: DiscoveredPanel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscoveredPanel_case">;
};

import DiscoveredPanelRefetchQuery_graphql from './DiscoveredPanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DiscoveredPanelRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DiscoveredPanel_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DiscoveredBoard",
      "kind": "LinkedField",
      "name": "discoveredBoard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slots",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commitment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selected",
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
          "name": "salt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Item",
          "kind": "LinkedField",
          "name": "revealed",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "price",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "47c0693fb7072aa456e52d3eac494814";

export default node;
