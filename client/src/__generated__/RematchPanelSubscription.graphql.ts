/**
 * @generated SignedSource<<2dfa9932a828bbd93e7faec1acc2691e>>
 * @relayHash 875bc0e0bd3b04d7d4a1a7adeef6b9da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea34e68dbb560f28ace59be36e5c02aa1aec923d4defcbd98935a8240b9cf50b

import { ConcreteRequest } from 'relay-runtime';
export type RematchState = "accepted" | "created" | "declined" | "expired";
export type RematchPanelSubscription$variables = Record<PropertyKey, never>;
export type RematchPanelSubscription$data = {
  readonly rematchOffersChanged: ReadonlyArray<{
    readonly id: string;
    readonly oldBattleId: string;
    readonly remainingMs: number;
    readonly state: RematchState;
  }>;
};
export type RematchPanelSubscription = {
  response: RematchPanelSubscription$data;
  variables: RematchPanelSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Rematch",
    "kind": "LinkedField",
    "name": "rematchOffersChanged",
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "oldBattleId",
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
        "name": "remainingMs",
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
    "name": "RematchPanelSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RematchPanelSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ea34e68dbb560f28ace59be36e5c02aa1aec923d4defcbd98935a8240b9cf50b",
    "metadata": {},
    "name": "RematchPanelSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6a2c6da93e7f347efb7eaadbc0cc5c81";

export default node;
