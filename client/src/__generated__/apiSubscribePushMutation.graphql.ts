/**
 * @generated SignedSource<<91e4f0d5f93a4fb8858bacb0f482e55a>>
 * @relayHash 5cdadc6ec93014e56dccf06c1bf03f64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98a07d5301c78364a4f4641d38049fc1056677fa7c0c85de03a3bb3f427b753b

import { ConcreteRequest } from 'relay-runtime';
export type apiSubscribePushMutation$variables = {
  auth: string;
  endpoint: string;
  p256dh: string;
};
export type apiSubscribePushMutation$data = {
  readonly subscribePush: {
    readonly devices: number;
    readonly kinds: ReadonlyArray<{
      readonly enabled: boolean;
      readonly kind: string;
    }>;
  };
};
export type apiSubscribePushMutation = {
  response: apiSubscribePushMutation$data;
  variables: apiSubscribePushMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "auth"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endpoint"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "p256dh"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "auth",
        "variableName": "auth"
      },
      {
        "kind": "Variable",
        "name": "endpoint",
        "variableName": "endpoint"
      },
      {
        "kind": "Variable",
        "name": "p256dh",
        "variableName": "p256dh"
      }
    ],
    "concreteType": "PushSettings",
    "kind": "LinkedField",
    "name": "subscribePush",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiSubscribePushMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "apiSubscribePushMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "98a07d5301c78364a4f4641d38049fc1056677fa7c0c85de03a3bb3f427b753b",
    "metadata": {},
    "name": "apiSubscribePushMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57d088eaa40e56a144d655f36591fcf3";

export default node;
