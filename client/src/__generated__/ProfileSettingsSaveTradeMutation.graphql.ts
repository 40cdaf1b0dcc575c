/**
 * @generated SignedSource<<b1f54a2bf523f3a979df0f6bfb67b551>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "62bdae359df930543469d5d26f834358",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsSaveTradeMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileSettingsSaveTradeMutation(\n  $tradeoffer: String!\n) {\n  saveTradeofferUrl(tradeoffer: $tradeoffer) {\n    id\n    tradeofferUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "7027d4c0560393b4cc1462895c2a30e4";

export default node;
