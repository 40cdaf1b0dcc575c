/**
 * @generated SignedSource<<7003aef8ed841fb111327b84beebf1cd>>
 * @relayHash 84d7084fdc6ccd00be28c74c4229163e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 797e26bfe39021e66b7b718daf6fc81bdaafad5791da81f5fce8f6a0c0dc9eeb

import { ConcreteRequest } from 'relay-runtime';
export type promptPushKeyQuery$variables = Record<PropertyKey, never>;
export type promptPushKeyQuery$data = {
  readonly pushPublicKey: string;
};
export type promptPushKeyQuery = {
  response: promptPushKeyQuery$data;
  variables: promptPushKeyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pushPublicKey",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "promptPushKeyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "promptPushKeyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "797e26bfe39021e66b7b718daf6fc81bdaafad5791da81f5fce8f6a0c0dc9eeb",
    "metadata": {},
    "name": "promptPushKeyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0b0a705e4408b98dabd955f8b314e94";

export default node;
