/**
 * @generated SignedSource<<cfe2e2e4941ae102e0f858a4f3782184>>
 * @relayHash 081fc6e1b57cd237296cead1862ac814
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d612d62e0c5ab08d6ae87d0e2ac27c6b15441e82650836b6af95df1f4c8e8d1c

import { ConcreteRequest } from 'relay-runtime';
export type ContractRulesAcceptMutation$variables = Record<PropertyKey, never>;
export type ContractRulesAcceptMutation$data = {
  readonly acceptContractRules: {
    readonly rulesAccepted: boolean;
  };
};
export type ContractRulesAcceptMutation = {
  response: ContractRulesAcceptMutation$data;
  variables: ContractRulesAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContractInfo",
    "kind": "LinkedField",
    "name": "acceptContractRules",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rulesAccepted",
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
    "name": "ContractRulesAcceptMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContractRulesAcceptMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d612d62e0c5ab08d6ae87d0e2ac27c6b15441e82650836b6af95df1f4c8e8d1c",
    "metadata": {},
    "name": "ContractRulesAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89dee8959cac1aad2b89f179a9e70574";

export default node;
