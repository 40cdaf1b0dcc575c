/**
 * @generated SignedSource<<fbf9c13cca52b4f114a00ded6cf8e770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenControls_case$data = {
  readonly availability: {
    readonly maxCount: number;
    readonly openable: boolean;
    readonly reason: string | null | undefined;
  };
  readonly id: string;
  readonly price: string;
  readonly " $fragmentType": "OpenControls_case";
};
export type OpenControls_case$key = {
  readonly " $data"?: OpenControls_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenControls_case">;
};

import OpenControlsRefetchQuery_graphql from './OpenControlsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OpenControlsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "OpenControls_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseAvailability",
      "kind": "LinkedField",
      "name": "availability",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxCount",
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

(node as any).hash = "f79f525cffc9f15cebbd21fed0f9cdf7";

export default node;
