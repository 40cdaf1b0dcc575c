/**
 * @generated SignedSource<<dcf7a78844a77aca354a0ae37d92d521>>
 * @relayHash 342dffb06579313789f15c01dfae8181
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86eea85ff4ac01554c28a1511da35a0684c9b771641dde5cae7bc459bca9d5cc

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
    "id": "86eea85ff4ac01554c28a1511da35a0684c9b771641dde5cae7bc459bca9d5cc",
    "metadata": {},
    "name": "ChangeFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9d9430b1269d266df0590df171418c64";

export default node;
