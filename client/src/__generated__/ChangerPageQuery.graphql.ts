/**
 * @generated SignedSource<<bbfe19a9682bcf3d8379b74bb57ad339>>
 * @relayHash 784379e49d7b24b90f2ff7e8b5eb9066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a306a6677c8a659a036d85ab63097473a864cc0bac4f173c6df41a64bd0164e

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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatar",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
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
v5 = [
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChangeFeedItem",
            "kind": "LinkedField",
            "name": "target",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "changeFeed(first:20)"
      }
    ]
  },
  "params": {
    "id": "7a306a6677c8a659a036d85ab63097473a864cc0bac4f173c6df41a64bd0164e",
    "metadata": {},
    "name": "ChangerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67b79fc3b44a8e86264fff3f64f1322b";

export default node;
