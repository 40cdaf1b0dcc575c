/**
 * @generated SignedSource<<a879e054b98fc0e132c2bdefaedf2b65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type viewer_query$data = {
  readonly me: {
    readonly activePromocode: {
      readonly percent: number;
    } | null | undefined;
    readonly avatar: string;
    readonly balance: string | null | undefined;
    readonly bullets: number | null | undefined;
    readonly candies: number | null | undefined;
    readonly country: string;
    readonly crystals: number | null | undefined;
    readonly id: string;
    readonly ipCountry: string | null | undefined;
    readonly level: number;
    readonly nickname: string;
    readonly selfBanUntil: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "viewer_query";
};
export type viewer_query$key = {
  readonly " $data"?: viewer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"viewer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "viewer_query",
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
          "name": "nickname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
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
          "name": "crystals",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selfBanUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ipCountry",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivePromocode",
          "kind": "LinkedField",
          "name": "activePromocode",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percent",
              "storageKey": null
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

(node as any).hash = "31e394ce38b3b7540f9c18746d0746e4";

export default node;
