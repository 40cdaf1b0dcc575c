/**
 * @generated SignedSource<<f1e2aad1567783161379b88fcf4c23d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnlineCounter_query$data = {
  readonly onlineCount: number;
  readonly " $fragmentType": "OnlineCounter_query";
};
export type OnlineCounter_query$key = {
  readonly " $data"?: OnlineCounter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnlineCounter_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnlineCounter_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onlineCount",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b6df4e55f7a48eba0a032b84cafe9d8d";

export default node;
