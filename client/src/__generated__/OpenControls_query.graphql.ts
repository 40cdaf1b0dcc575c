/**
 * @generated SignedSource<<f3bbaf8bbfaae75468209b3702c03ca1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenControls_query$data = {
  readonly me: {
    readonly balance: string | null | undefined;
    readonly bullets: number | null | undefined;
    readonly candies: number | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "OpenControls_query";
};
export type OpenControls_query$key = {
  readonly " $data"?: OpenControls_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenControls_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenControls_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "me",
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
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bullets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "candies",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f4c417802b153b6285a1d0044a78dcf2";

export default node;
