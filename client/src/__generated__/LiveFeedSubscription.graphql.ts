/**
 * @generated SignedSource<<07d5f1855180994e9a542d389283fbcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type LiveFeedSubscription$variables = Record<PropertyKey, never>;
export type LiveFeedSubscription$data = {
  readonly liveFeed: {
    readonly drop: {
      readonly avatar: string;
      readonly caseAlias: string;
      readonly caseName: string;
      readonly createdAt: string;
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly nickname: string;
      readonly price: string;
      readonly rarity: ItemRarity;
      readonly userId: string;
    };
    readonly stats: {
      readonly casesOpened: number;
      readonly casesOpenedToday: number;
      readonly covert: number;
      readonly rare: number;
    };
  };
};
export type LiveFeedSubscription = {
  response: LiveFeedSubscription$data;
  variables: LiveFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeedEvent",
    "kind": "LinkedField",
    "name": "liveFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedDrop",
        "kind": "LinkedField",
        "name": "drop",
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
            "name": "userId",
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
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseAlias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveStats",
        "kind": "LinkedField",
        "name": "stats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "casesOpened",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "casesOpenedToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "covert",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rare",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveFeedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveFeedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "55a740d8dd6446c19ae6af22fce79750",
    "id": null,
    "metadata": {},
    "name": "LiveFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveFeedSubscription {\n  liveFeed {\n    drop {\n      id\n      userId\n      nickname\n      avatar\n      marketHashName\n      rarity\n      image\n      price\n      caseAlias\n      caseName\n      createdAt\n    }\n    stats {\n      casesOpened\n      casesOpenedToday\n      covert\n      rare\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "222413a15a91a574df4ab7c11a6b43fa";

export default node;
