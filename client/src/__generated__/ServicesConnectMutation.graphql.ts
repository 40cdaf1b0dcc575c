/**
 * @generated SignedSource<<8518a040817f442be357e1f75c3dfab0>>
 * @relayHash 9a03d9dae5341711dca0ae33ee28e03b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55b779c5f65e8b915aa8a780079be3c0de4aaab9df1d89202cdbcdd5a7dfefdf

import { ConcreteRequest } from 'relay-runtime';
export type ServicesConnectMutation$variables = {
  service: string;
};
export type ServicesConnectMutation$data = {
  readonly connectService: {
    readonly service: string;
    readonly url: string;
  };
};
export type ServicesConnectMutation = {
  response: ServicesConnectMutation$data;
  variables: ServicesConnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "service"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "service",
        "variableName": "service"
      }
    ],
    "concreteType": "ServiceConnect",
    "kind": "LinkedField",
    "name": "connectService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "service",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServicesConnectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServicesConnectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55b779c5f65e8b915aa8a780079be3c0de4aaab9df1d89202cdbcdd5a7dfefdf",
    "metadata": {},
    "name": "ServicesConnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5f31d66a36d61f539de87655917f3f1";

export default node;
