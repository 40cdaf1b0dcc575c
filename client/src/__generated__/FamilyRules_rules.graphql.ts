/**
 * @generated SignedSource<<bee8015b8fcdb944b8dfb05f54f64528>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type FamilyRules_rules$data = {
  readonly pity: number | null | undefined;
  readonly rangeRtpBps: number | null | undefined;
  readonly rareGrowthPercent: number | null | undefined;
  readonly rareMaxPercent: number | null | undefined;
  readonly resetCrystalsPerStep: number | null | undefined;
  readonly slots: number | null | undefined;
  readonly stackSizes: ReadonlyArray<{
    readonly count: number;
    readonly discountBps: number;
  }>;
  readonly topTier: ItemRarity | null | undefined;
  readonly " $fragmentType": "FamilyRules_rules";
};
export type FamilyRules_rules$key = {
  readonly " $data"?: FamilyRules_rules$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyRules_rules">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyRules_rules",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topTier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resetCrystalsPerStep",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rareGrowthPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rareMaxPercent",
      "storageKey": null
    },
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
      "name": "rangeRtpBps",
      "storageKey": null
    }
  ],
  "type": "CaseFamilyRules",
  "abstractKey": null
};

(node as any).hash = "69f63f5c7d1c9db9fd3234991a0bff58";

export default node;
