/**
 * @generated SignedSource<<0f5703752840d6c7e3c4bb0c4befc135>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "895c1111293588d44b421b2728bbb362";

export default node;
