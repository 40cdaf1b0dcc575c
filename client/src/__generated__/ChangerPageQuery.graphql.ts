/**
 * @generated SignedSource<<07b1933b1084b3a2302a7d5ef50fdcb0>>
 * @relayHash 07fe13bcaa1d6b16739122afd137d069
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dc916b85b83f39bb5b737d3c86f9749030b05b3bf5ec863c968efd150f8ed1a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangerPageQuery$variables = Record<PropertyKey, never>;
export type ChangerPageQuery$data = {
  readonly changerInfo: {
    readonly maxItems: number;
    readonly playable: boolean;
    readonly reason: string | null | undefined;
    readonly spreadBps: number;
  };
  readonly me: {
    readonly avatar: string;
    readonly balance: string | null | undefined;
    readonly id: string;
    readonly level: number;
    readonly nickname: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeFeed_query">;
};
export type ChangerPageQuery = {
  response: ChangerPageQuery$data;
  variables: ChangerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatar",
  "storageKey": null
},
v2 = {
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
      "name": "level",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ChangerInfo",
  "kind": "LinkedField",
  "name": "changerInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spreadBps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "marketHashName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rarity",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "stattrak",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "image",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "price",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangerPageQuery",
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ChangeFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangerPageQuery",
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          }
        ],
        "concreteType": "ChangeFeedEntry",
        "kind": "LinkedField",
        "name": "changeFeed",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "concreteType": "ChangeFeedItem",
            "kind": "LinkedField",
            "name": "given",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChangeFeedItem",
            "kind": "LinkedField",
            "name": "target",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "changeFeed(first:20)"
      }
    ]
  },
  "params": {
    "id": "5dc916b85b83f39bb5b737d3c86f9749030b05b3bf5ec863c968efd150f8ed1a",
    "metadata": {},
    "name": "ChangerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67b79fc3b44a8e86264fff3f64f1322b";

export default node;
