/**
 * @generated SignedSource<<359bba8e4ce8c0592801f15b4bbe77e4>>
 * @relayHash f8e18ce47a2a11aa4956cac0602000e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e35b488d9e16959efb6f28c3603dca5d40a567e9711ac9467b94bf72b4b3991a

import { ConcreteRequest } from 'relay-runtime';
export type viewerQuery$variables = Record<PropertyKey, never>;
export type viewerQuery$data = {
  readonly me: {
    readonly avatar: string;
    readonly balance: string | null | undefined;
    readonly bullets: number | null | undefined;
    readonly country: string;
    readonly crystals: number | null | undefined;
    readonly id: string;
    readonly ipCountry: string | null | undefined;
    readonly level: number;
    readonly nickname: string;
    readonly selfBanUntil: string | null | undefined;
  } | null | undefined;
};
export type viewerQuery = {
  response: viewerQuery$data;
  variables: viewerQuery$variables;
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
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatar",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "level",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "crystals",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bullets",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "selfBanUntil",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ipCountry",
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
    "name": "viewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e35b488d9e16959efb6f28c3603dca5d40a567e9711ac9467b94bf72b4b3991a",
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "979de46791910796bca239bafa589533";

export default node;
