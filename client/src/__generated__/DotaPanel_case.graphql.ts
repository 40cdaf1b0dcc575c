/**
 * @generated SignedSource<<35c0dbbcc39212720e54096de773f908>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DotaPanel_case$data = {
  readonly dota: {
    readonly growthPercent: number;
    readonly maxPercent: number;
    readonly misses: number;
    readonly nextChances: ReadonlyArray<{
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    }>;
    readonly rareChance: {
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    };
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "DotaPanel_case";
};
export type DotaPanel_case$key = {
  readonly " $data"?: DotaPanel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"DotaPanel_case">;
};

import DotaPanelRefetchQuery_graphql from './DotaPanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "numerator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "denominator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percent",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DotaPanelRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DotaPanel_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DotaState",
      "kind": "LinkedField",
      "name": "dota",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "misses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "growthPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Chance",
          "kind": "LinkedField",
          "name": "rareChance",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Chance",
          "kind": "LinkedField",
          "name": "nextChances",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "b83f081a7b0aa33bc00153cd88eb9ace";

export default node;
