/**
 * @generated SignedSource<<82d50da76bbb2560be4d494408a22a9d>>
 * @relayHash 30d0f6bbd60d2d9fd85812736258649e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04f37cbb84d7f47ed24f685dea59aa9a0675f882c107fc6bc439377d3b7215cb

import { ConcreteRequest } from 'relay-runtime';
export type BellSubscription$variables = Record<PropertyKey, never>;
export type BellSubscription$data = {
  readonly notificationAdded: {
    readonly createdAt: string;
    readonly id: string;
    readonly kind: string;
    readonly params: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly read: boolean;
    readonly url: string;
  };
};
export type BellSubscription = {
  response: BellSubscription$data;
  variables: BellSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationAdded",
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
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
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
        "name": "read",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationParam",
        "kind": "LinkedField",
        "name": "params",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
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
    "name": "BellSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BellSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "04f37cbb84d7f47ed24f685dea59aa9a0675f882c107fc6bc439377d3b7215cb",
    "metadata": {},
    "name": "BellSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "54adaf4f5a9127f78ffb53e4e4aefa0a";

export default node;
