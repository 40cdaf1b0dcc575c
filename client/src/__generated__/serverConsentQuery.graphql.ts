/**
 * @generated SignedSource<<a148bf96ba3d6516df22664982c734c7>>
 * @relayHash 668c222fd5a52a91b9cdaf89610430c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9653ddcbb8881812ef2777fc562db71c5045cbe0d45e0f7569e2a5cd4fd760a6

import { ConcreteRequest } from 'relay-runtime';
export type serverConsentQuery$variables = Record<PropertyKey, never>;
export type serverConsentQuery$data = {
  readonly consent: {
    readonly analytics: boolean;
    readonly marketing: boolean;
    readonly updatedAt: string;
  } | null | undefined;
};
export type serverConsentQuery = {
  response: serverConsentQuery$data;
  variables: serverConsentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Consent",
    "kind": "LinkedField",
    "name": "consent",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "serverConsentQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "serverConsentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9653ddcbb8881812ef2777fc562db71c5045cbe0d45e0f7569e2a5cd4fd760a6",
    "metadata": {},
    "name": "serverConsentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4b5c7c4594c35058f18021739177bfb";

export default node;
