/**
 * @generated SignedSource<<db0f51238560d399be5c1a23b817bcda>>
 * @relayHash d7065ba0a672a040f641fc28d097500f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c0edefb686f1ce293a816a9637ebecfc53c2a9f684a2e04313149ae66618fa1

import { ConcreteRequest } from 'relay-runtime';
export type wearOwnQuery$variables = Record<PropertyKey, never>;
export type wearOwnQuery$data = {
  readonly me: {
    readonly id: string;
    readonly profileCustomization: {
      readonly accountLevelHidden: boolean;
      readonly avatarId: number | null | undefined;
      readonly backgroundId: number | null | undefined;
      readonly borderId: number | null | undefined;
      readonly hoodId: number | null | undefined;
    };
  } | null | undefined;
};
export type wearOwnQuery = {
  response: wearOwnQuery$data;
  variables: wearOwnQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "me",
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
        "concreteType": "ProfileCustomization",
        "kind": "LinkedField",
        "name": "profileCustomization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "borderId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hoodId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "backgroundId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountLevelHidden",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "wearOwnQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "wearOwnQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3c0edefb686f1ce293a816a9637ebecfc53c2a9f684a2e04313149ae66618fa1",
    "metadata": {},
    "name": "wearOwnQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc000c3b4beabf1fa8651342a7e23c7c";

export default node;
