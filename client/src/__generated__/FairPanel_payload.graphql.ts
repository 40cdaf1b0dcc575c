/**
 * @generated SignedSource<<574d097fbd89407cd1fa0b7d87d88e4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FairPanel_payload$data = {
  readonly fairSeed: {
    readonly clientSeed: string;
    readonly id: string;
    readonly nonce: number;
    readonly serverSeedHash: string;
  };
  readonly revealed: {
    readonly clientSeed: string;
    readonly nonce: number;
    readonly serverSeed: string;
    readonly serverSeedHash: string;
  };
  readonly " $fragmentType": "FairPanel_payload";
};
export type FairPanel_payload$key = {
  readonly " $data"?: FairPanel_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"FairPanel_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "FairPanel_payload"
};

(node as any).hash = "ce19e090874f5a5561eee04f04a25553";

export default node;
