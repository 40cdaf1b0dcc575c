/**
 * @generated SignedSource<<ef10f074fd88ccab8cbc8eb00b14230e>>
 * @relayHash ce08cb78c85044c40a40e5537f1254d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79c440aae3e942c0f519cf546ecb8ba1c9110dd94aa34be37ea7903034081ce0

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
    readonly candies: number | null | undefined;
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
        "name": "candies",
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
    "id": "79c440aae3e942c0f519cf546ecb8ba1c9110dd94aa34be37ea7903034081ce0",
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "979de46791910796bca239bafa589533";

export default node;
