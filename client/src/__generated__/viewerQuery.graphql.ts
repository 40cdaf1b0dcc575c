/**
 * @generated SignedSource<<e6adb8984fa54f8bf55e51eefe97c37c>>
 * @relayHash ad2cce1371ec722b93bf20d496a4b666
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3d96e00c62df7dde016e41aa3860652f4da1f3761422c1acd10e9256231349f

import { ConcreteRequest } from 'relay-runtime';
export type viewerQuery$variables = Record<PropertyKey, never>;
export type viewerQuery$data = {
  readonly me: {
    readonly activePromocode: {
      readonly percent: number;
    } | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivePromocode",
        "kind": "LinkedField",
        "name": "activePromocode",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percent",
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
    "id": "d3d96e00c62df7dde016e41aa3860652f4da1f3761422c1acd10e9256231349f",
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "979de46791910796bca239bafa589533";

export default node;
