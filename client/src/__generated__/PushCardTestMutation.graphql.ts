/**
 * @generated SignedSource<<4dbb0d51b82f743e857130a3aeb7acb0>>
 * @relayHash a92f164d160a24b70a69e8ea583db3a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f59ff0125c56d3108542eef93b01b3e71b93c5f20f18706c4ed5761a9a529015

import { ConcreteRequest } from 'relay-runtime';
export type PushCardTestMutation$variables = Record<PropertyKey, never>;
export type PushCardTestMutation$data = {
  readonly sendTestPush: number;
};
export type PushCardTestMutation = {
  response: PushCardTestMutation$data;
  variables: PushCardTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sendTestPush",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PushCardTestMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PushCardTestMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f59ff0125c56d3108542eef93b01b3e71b93c5f20f18706c4ed5761a9a529015",
    "metadata": {},
    "name": "PushCardTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9eb4f078cbff92d682b7d2be7496928e";

export default node;
