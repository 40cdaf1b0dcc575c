/**
 * @generated SignedSource<<d754b8298b0c1de39cd16ceb8123b64d>>
 * @relayHash 8a8561722298993849c0b6787cc74c00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4c9b0b7a74e26cfffc8f427e36fbca4a6dd621273c784b1a12586ed10107703

import { ConcreteRequest } from 'relay-runtime';
export type GabenstorePageBuyCustomizationMutation$variables = {
  id: number;
};
export type GabenstorePageBuyCustomizationMutation$data = {
  readonly buyGabenstoreCustomization: {
    readonly eventShopBalance: number;
    readonly purchaseId: number;
  };
};
export type GabenstorePageBuyCustomizationMutation = {
  response: GabenstorePageBuyCustomizationMutation$data;
  variables: GabenstorePageBuyCustomizationMutation$variables;
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
        "name": "customizationId",
        "variableName": "id"
      }
    ],
    "concreteType": "GabenstorePurchase",
    "kind": "LinkedField",
    "name": "buyGabenstoreCustomization",
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
    "name": "GabenstorePageBuyCustomizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GabenstorePageBuyCustomizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4c9b0b7a74e26cfffc8f427e36fbca4a6dd621273c784b1a12586ed10107703",
    "metadata": {},
    "name": "GabenstorePageBuyCustomizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b1e8d59cce3059eaecf6bc9b8945ddd";

export default node;
