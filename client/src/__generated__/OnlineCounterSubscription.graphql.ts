/**
 * @generated SignedSource<<de08310ba1b76fe981b0940d0cfff832>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "07995018ad087521f7f25a36be3f7efe",
    "id": null,
    "metadata": {},
    "name": "OnlineCounterSubscription",
    "operationKind": "subscription",
    "text": "subscription OnlineCounterSubscription {\n  onlineCount\n}\n"
  }
};
})();

(node as any).hash = "4084b2738cc15661ccbd574e81ff69e5";

export default node;
