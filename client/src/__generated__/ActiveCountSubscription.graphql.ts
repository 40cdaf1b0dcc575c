/**
 * @generated SignedSource<<de35ecdec876a2755fabb4e3bcd4f60a>>
 * @relayHash 2f63221f3741a08791f6396a4be06398
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37b5f919f386aaf67a699a4433af2c49e47aa18a1c75c34f63833f4aeaa21cbe

import { ConcreteRequest } from 'relay-runtime';
export type ActiveCountSubscription$variables = Record<PropertyKey, never>;
export type ActiveCountSubscription$data = {
  readonly activeBattlesCountChanged: number;
};
export type ActiveCountSubscription = {
  response: ActiveCountSubscription$data;
  variables: ActiveCountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "activeBattlesCountChanged",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActiveCountSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActiveCountSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "37b5f919f386aaf67a699a4433af2c49e47aa18a1c75c34f63833f4aeaa21cbe",
    "metadata": {},
    "name": "ActiveCountSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "04af1656561f48c7b445dab8946708e3";

export default node;
