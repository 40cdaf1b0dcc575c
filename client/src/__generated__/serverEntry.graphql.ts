/**
 * @generated SignedSource<<d7ae5223836cc1592114332f4d1ce7cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type serverEntry$data = {
  readonly event: string;
  readonly params: {
    readonly amount: string | null | undefined;
    readonly currency: string | null | undefined;
    readonly method: string | null | undefined;
    readonly serialNumber: number | null | undefined;
    readonly transactionId: string | null | undefined;
    readonly userId: number;
  };
  readonly " $fragmentType": "serverEntry";
};
export type serverEntry$key = {
  readonly " $data"?: serverEntry$data;
  readonly " $fragmentSpreads": FragmentRefs<"serverEntry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "serverEntry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackedParams",
      "kind": "LinkedField",
      "name": "params",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transactionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
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
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serialNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsEntry",
  "abstractKey": null
};

(node as any).hash = "dad6aa4df7bb63f362a8aefb7c43480c";

export default node;
