/**
 * @generated SignedSource<<be5a733abf3ddea72ea66db170b9e275>>
 * @relayHash 5bbc8eaf8a7d17b256613b50fd7255ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0593970c51d805b21f2a4934fd06ac7e8e37efcfd4c5099eccc81e2009902a91

import { ConcreteRequest } from 'relay-runtime';
export type GabenstorePageBuySkinMutation$variables = {
  id: number;
};
export type GabenstorePageBuySkinMutation$data = {
  readonly buyGabenstoreSkin: {
    readonly eventShopBalance: number;
    readonly purchaseId: number;
  };
};
export type GabenstorePageBuySkinMutation = {
  response: GabenstorePageBuySkinMutation$data;
  variables: GabenstorePageBuySkinMutation$variables;
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
    "name": "buyGabenstoreSkin",
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
    "name": "GabenstorePageBuySkinMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GabenstorePageBuySkinMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0593970c51d805b21f2a4934fd06ac7e8e37efcfd4c5099eccc81e2009902a91",
    "metadata": {},
    "name": "GabenstorePageBuySkinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a490d6e3a5c55c48163d39fb7a1b0d6";

export default node;
