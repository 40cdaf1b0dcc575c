/**
 * @generated SignedSource<<b0a05ec630bbcc5c7427b71ab59a85e2>>
 * @relayHash a53fa82d9dc84a6683adf17ce21700b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02af383e60509dc574f62052dedf30c9f4b79fb1f7d512b6ee757e1188e5739c

import { ConcreteRequest } from 'relay-runtime';
export type serverSetConsentMutation$variables = {
  analytics: boolean;
  marketing: boolean;
};
export type serverSetConsentMutation$data = {
  readonly setConsent: {
    readonly analytics: boolean;
    readonly marketing: boolean;
    readonly updatedAt: string;
  };
};
export type serverSetConsentMutation = {
  response: serverSetConsentMutation$data;
  variables: serverSetConsentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "analytics"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "marketing"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "analytics",
        "variableName": "analytics"
      },
      {
        "kind": "Variable",
        "name": "marketing",
        "variableName": "marketing"
      }
    ],
    "concreteType": "Consent",
    "kind": "LinkedField",
    "name": "setConsent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "analytics",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "marketing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
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
    "name": "serverSetConsentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "serverSetConsentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02af383e60509dc574f62052dedf30c9f4b79fb1f7d512b6ee757e1188e5739c",
    "metadata": {},
    "name": "serverSetConsentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82ef5f85a5b77170192d17ccc3d18798";

export default node;
