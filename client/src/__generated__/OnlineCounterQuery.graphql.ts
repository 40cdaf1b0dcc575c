/**
 * @generated SignedSource<<6b3ab434607b67ce18ecd6264f7787e7>>
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

(node as any).hash = "53ebb452c0b6951af873e814c0a6c2bc";

export default node;
