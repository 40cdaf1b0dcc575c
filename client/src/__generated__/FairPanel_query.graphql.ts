/**
 * @generated SignedSource<<f1dbfda6f7a6e154ba9d32a84550f971>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FairPanel_query$data = {
  readonly fairSeed: {
    readonly clientSeed: string;
    readonly id: string;
    readonly nonce: number;
    readonly serverSeedHash: string;
  } | null | undefined;
  readonly " $fragmentType": "FairPanel_query";
};
export type FairPanel_query$key = {
  readonly " $data"?: FairPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FairPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FairPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FairSeed",
      "kind": "LinkedField",
      "name": "fairSeed",
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
          "name": "serverSeedHash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientSeed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonce",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a019a75b6c1927f3c0c2631ff36e6700";

export default node;
