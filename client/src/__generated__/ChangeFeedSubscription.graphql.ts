/**
 * @generated SignedSource<<02af2f39d9a8dc8b7a8ea83c585ac25c>>
 * @relayHash f6cf08382c3bd34828aa4d5f4fad3098
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0136a8e64f9468952ec6fab6e37b38b40fe8854c85b8b5525e2fd7d80232ec99

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeFeedSubscription$variables = Record<PropertyKey, never>;
export type ChangeFeedSubscription$data = {
  readonly changeFeed: {
    readonly " $fragmentSpreads": FragmentRefs<"ChangeFeed_entry">;
  };
};
export type ChangeFeedSubscription = {
  response: ChangeFeedSubscription$data;
  variables: ChangeFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
],
v1 = [
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
    "name": "borderId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hoodId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarId",
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
    "concreteType": "ChangeFeedItem",
    "kind": "LinkedField",
    "name": "given",
    "plural": true,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ChangeFeedItem",
    "kind": "LinkedField",
    "name": "target",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChangeFeedEntry",
        "kind": "LinkedField",
        "name": "changeFeed",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "ChangeFeed_entry",
            "selections": (v1/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangeFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChangeFeedEntry",
        "kind": "LinkedField",
        "name": "changeFeed",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0136a8e64f9468952ec6fab6e37b38b40fe8854c85b8b5525e2fd7d80232ec99",
    "metadata": {},
    "name": "ChangeFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9d9430b1269d266df0590df171418c64";

export default node;
