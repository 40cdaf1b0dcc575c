/**
 * @generated SignedSource<<22b0f2731901d42d82fb54fb69dcd898>>
 * @relayHash 07995018ad087521f7f25a36be3f7efe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cd4b811c09d5247ddf3c90eeff660658801f83bcb167ee43bf0d7f118457a16

import { ConcreteRequest } from 'relay-runtime';
export type OnlineCounterSubscription$variables = Record<PropertyKey, never>;
export type OnlineCounterSubscription$data = {
  readonly onlineCount: number;
};
export type OnlineCounterSubscription = {
  response: OnlineCounterSubscription$data;
  variables: OnlineCounterSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "onlineCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnlineCounterSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnlineCounterSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9cd4b811c09d5247ddf3c90eeff660658801f83bcb167ee43bf0d7f118457a16",
    "metadata": {},
    "name": "OnlineCounterSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4084b2738cc15661ccbd574e81ff69e5";

export default node;
