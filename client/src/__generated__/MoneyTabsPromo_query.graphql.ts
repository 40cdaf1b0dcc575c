/**
 * @generated SignedSource<<16fee75169426282ef9b27e22c5000af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PromoActivationState = "active" | "replaced" | "used";
export type PromoActivationType = "case" | "money" | "partner" | "percent" | "promo";
import { FragmentRefs } from "relay-runtime";
export type MoneyTabsPromo_query$data = {
  readonly promocodeHistory: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: string;
        readonly code: string;
        readonly createdAt: string;
        readonly id: string;
        readonly percentBps: number;
        readonly state: PromoActivationState;
        readonly type: PromoActivationType;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly " $fragmentType": "MoneyTabsPromo_query";
};
export type MoneyTabsPromo_query$key = {
  readonly " $data"?: MoneyTabsPromo_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyTabsPromo_query">;
};

import MoneyTabsPromoPaginationQuery_graphql from './MoneyTabsPromoPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "promocodeHistory"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MoneyTabsPromoPaginationQuery_graphql
    }
  },
  "name": "MoneyTabsPromo_query",
  "selections": [
    {
      "alias": "promocodeHistory",
      "args": null,
      "concreteType": "PromoActivationConnection",
      "kind": "LinkedField",
      "name": "__MoneyTabsPromo_promocodeHistory_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PromoActivationEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PromoActivation",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "code",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
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
                  "name": "percentBps",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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
})();

(node as any).hash = "44a1d310a52f1b174ea8f79b7f4de241";

export default node;
