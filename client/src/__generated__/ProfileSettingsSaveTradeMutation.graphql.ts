/**
 * @generated SignedSource<<02dd50c6c4be4ded07a0e33250b81a36>>
 * @relayHash 62bdae359df930543469d5d26f834358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 062702876db03228ed6c2a257133da87402bd092f860a740204c5281c2103961

import { ConcreteRequest } from 'relay-runtime';
export type ProfileSettingsSaveTradeMutation$variables = {
  tradeoffer: string;
};
export type ProfileSettingsSaveTradeMutation$data = {
  readonly saveTradeofferUrl: {
    readonly id: string;
    readonly tradeofferUrl: string | null | undefined;
  };
};
export type ProfileSettingsSaveTradeMutation = {
  response: ProfileSettingsSaveTradeMutation$data;
  variables: ProfileSettingsSaveTradeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tradeoffer"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "tradeoffer",
        "variableName": "tradeoffer"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "saveTradeofferUrl",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tradeofferUrl",
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
    "name": "ProfileSettingsSaveTradeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileSettingsSaveTradeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "062702876db03228ed6c2a257133da87402bd092f860a740204c5281c2103961",
    "metadata": {},
    "name": "ProfileSettingsSaveTradeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7027d4c0560393b4cc1462895c2a30e4";

export default node;
