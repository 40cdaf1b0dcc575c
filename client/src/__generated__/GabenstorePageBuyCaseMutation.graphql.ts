/**
 * @generated SignedSource<<3b73f741ad9f35595254f9a2f6bb172c>>
 * @relayHash ce7bee351e546cfd83666e40e4dbf548
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 671057d60838c5322a46ccec289fb7304cf2b59e7b71af628ff5742ccea4f809

import { ConcreteRequest } from 'relay-runtime';
export type GabenstorePageBuyCaseMutation$variables = {
  id: number;
};
export type GabenstorePageBuyCaseMutation$data = {
  readonly buyGabenstoreCase: {
    readonly eventShopBalance: number;
    readonly purchaseId: number;
  };
};
export type GabenstorePageBuyCaseMutation = {
  response: GabenstorePageBuyCaseMutation$data;
  variables: GabenstorePageBuyCaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "offerId",
        "variableName": "id"
      }
    ],
    "concreteType": "GabenstorePurchase",
    "kind": "LinkedField",
    "name": "buyGabenstoreCase",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purchaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventShopBalance",
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
    "name": "GabenstorePageBuyCaseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GabenstorePageBuyCaseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "671057d60838c5322a46ccec289fb7304cf2b59e7b71af628ff5742ccea4f809",
    "metadata": {},
    "name": "GabenstorePageBuyCaseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc8e77bebee326bd4cff3588ced714de";

export default node;
