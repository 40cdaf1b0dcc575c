/**
 * @generated SignedSource<<bf59a12f7284689a0ae70b5173c7ef28>>
 * @relayHash 73c6dfc26ad01f59715f14e49b65e1d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba92379baea8effa1e1544b29f71582d4dd2aabd0a8818884b83d6e2b1dea6dd

import { ConcreteRequest } from 'relay-runtime';
export type PromoType = "case" | "money" | "partner" | "percent" | "promo";
export type PromoPageQuery$variables = {
  code: string;
};
export type PromoPageQuery$data = {
  readonly promo: {
    readonly amount: string;
    readonly caseName: string | null | undefined;
    readonly code: string;
    readonly data: ReadonlyArray<{
      readonly key: string;
      readonly value: string;
    }>;
    readonly endsAt: string | null | undefined;
    readonly group: string;
    readonly percent: number;
    readonly type: PromoType;
    readonly usesLeft: number | null | undefined;
  } | null | undefined;
};
export type PromoPageQuery = {
  response: PromoPageQuery$data;
  variables: PromoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "Promo",
    "kind": "LinkedField",
    "name": "promo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "group",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PromoDatum",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usesLeft",
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
    "name": "PromoPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromoPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba92379baea8effa1e1544b29f71582d4dd2aabd0a8818884b83d6e2b1dea6dd",
    "metadata": {},
    "name": "PromoPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd94c16ba6d762127c92cf64ad6bf980";

export default node;
