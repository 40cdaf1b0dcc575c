/**
 * @generated SignedSource<<394cc54719b7e32d7a5d7ce59825c5e1>>
 * @relayHash e68a3e95e05da3d312e194d8954e343e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40aa83dfe657b94144b97ff41c67452f6d56380a0be6fade5eb6ee535ffd3339

import { ConcreteRequest } from 'relay-runtime';
export type OnlineCounterQuery$variables = Record<PropertyKey, never>;
export type OnlineCounterQuery$data = {
  readonly onlineCount: number;
};
export type OnlineCounterQuery = {
  response: OnlineCounterQuery$data;
  variables: OnlineCounterQuery$variables;
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
    "name": "OnlineCounterQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnlineCounterQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "40aa83dfe657b94144b97ff41c67452f6d56380a0be6fade5eb6ee535ffd3339",
    "metadata": {},
    "name": "OnlineCounterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bcc5e32b36918d8a90b22899bf4f40a6";

export default node;
