/**
 * @generated SignedSource<<72ad3e0de0047b516781c7546cd783e7>>
 * @relayHash bb96e95b9212bd6a4ec40540a1c1a39c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7b2ceda1459d06847b16a3bc58b339aee72042042d1dd0eba99a62b07b73914

import { ConcreteRequest } from 'relay-runtime';
export type CandyShopBuyMutation$variables = {
  id: number;
};
export type CandyShopBuyMutation$data = {
  readonly buySeasonOffer: {
    readonly candies: number;
    readonly purchaseId: number;
  };
};
export type CandyShopBuyMutation = {
  response: CandyShopBuyMutation$data;
  variables: CandyShopBuyMutation$variables;
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SeasonPurchasePayload",
    "kind": "LinkedField",
    "name": "buySeasonOffer",
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
        "name": "candies",
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
    "name": "CandyShopBuyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CandyShopBuyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d7b2ceda1459d06847b16a3bc58b339aee72042042d1dd0eba99a62b07b73914",
    "metadata": {},
    "name": "CandyShopBuyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca88fa430dda73583b1f1d7d58957954";

export default node;
