/**
 * @generated SignedSource<<827eac4ae8b52352b58dfd5793471364>>
 * @relayHash 318b336180480bf1bb4fe06f4e05eabf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea0552be328a9956e0f3bca01e9781da41e9800f4c70579181dd5794d46c301c

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalsHistorySubscription$variables = Record<PropertyKey, never>;
export type WithdrawalsHistorySubscription$data = {
  readonly dropStateChanged: {
    readonly dropId: string;
    readonly state: string;
  };
};
export type WithdrawalsHistorySubscription = {
  response: WithdrawalsHistorySubscription$data;
  variables: WithdrawalsHistorySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DropStateEvent",
    "kind": "LinkedField",
    "name": "dropStateChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dropId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
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
    "name": "WithdrawalsHistorySubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WithdrawalsHistorySubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ea0552be328a9956e0f3bca01e9781da41e9800f4c70579181dd5794d46c301c",
    "metadata": {},
    "name": "WithdrawalsHistorySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d83c05b98bbc8233a0ff32250aa2a487";

export default node;
