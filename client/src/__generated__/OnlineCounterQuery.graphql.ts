/**
 * @generated SignedSource<<3ffe7d0957c6d8c7238e4d69d0e1c0e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e68a3e95e05da3d312e194d8954e343e",
    "id": null,
    "metadata": {},
    "name": "OnlineCounterQuery",
    "operationKind": "query",
    "text": "query OnlineCounterQuery {\n  onlineCount\n}\n"
  }
};
})();

(node as any).hash = "bcc5e32b36918d8a90b22899bf4f40a6";

export default node;
