/**
 * @generated SignedSource<<5b75ade413fd9d772ac06fea6e9cb412>>
 * @relayHash 3a09fce366aad2c1dee8347c1a14145e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a22ee942826766d15b87e4d34a558d5a51384919d1f51f5d7b1ddfc421f6e85

import { ConcreteRequest } from 'relay-runtime';
export type apiUnsubscribePushMutation$variables = {
  endpoint: string;
};
export type apiUnsubscribePushMutation$data = {
  readonly unsubscribePush: {
    readonly devices: number;
    readonly kinds: ReadonlyArray<{
      readonly enabled: boolean;
      readonly kind: string;
    }>;
  };
};
export type apiUnsubscribePushMutation = {
  response: apiUnsubscribePushMutation$data;
  variables: apiUnsubscribePushMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "endpoint"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "endpoint",
        "variableName": "endpoint"
      }
    ],
    "concreteType": "PushSettings",
    "kind": "LinkedField",
    "name": "unsubscribePush",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PushKind",
        "kind": "LinkedField",
        "name": "kinds",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          }
        ],
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
    "name": "apiUnsubscribePushMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiUnsubscribePushMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8a22ee942826766d15b87e4d34a558d5a51384919d1f51f5d7b1ddfc421f6e85",
    "metadata": {},
    "name": "apiUnsubscribePushMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6a4689ebcd77fdabfd2d1bd62936456";

export default node;
