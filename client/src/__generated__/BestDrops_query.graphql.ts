/**
 * @generated SignedSource<<2a90f13d4482202164cc40e3a860e92d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BestDrops_query$data = {
  readonly userTopDrops: {
    readonly drops: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TopDropCard_drop">;
    }>;
    readonly private: boolean;
  };
  readonly " $fragmentType": "BestDrops_query";
};
export type BestDrops_query$key = {
  readonly " $data"?: BestDrops_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BestDrops_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "BestDrops_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        },
        {
          "kind": "Variable",
          "name": "userId",
          "variableName": "userId"
        }
      ],
      "concreteType": "UserTopDrops",
      "kind": "LinkedField",
      "name": "userTopDrops",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "private",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedDrop",
          "kind": "LinkedField",
          "name": "drops",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "TopDropCard_drop"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ecba09e05917f0de805813d12a48444d";

export default node;
