/**
 * @generated SignedSource<<9e937ea1db0604eb526658aa89c68240>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CaseCurrency = "BULLETS" | "CANDIES" | "FREE" | "MONEY";
export type CaseFamily = "bullet" | "candy" | "dailybonus" | "discovered" | "dota" | "gacha" | "normal" | "range" | "reward" | "stack";
import { FragmentRefs } from "relay-runtime";
export type OpenControls_case$data = {
  readonly availability: {
    readonly maxCount: number;
    readonly openable: boolean;
    readonly reason: string | null | undefined;
  };
  readonly currency: CaseCurrency;
  readonly enabled: boolean;
  readonly family: CaseFamily;
  readonly id: string;
  readonly price: string;
  readonly priceAmount: number;
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
      "kind": "ScalarField",
      "name": "family",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
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

(node as any).hash = "6af856a36f8d9bc5883a7e82eee593ce";

export default node;
