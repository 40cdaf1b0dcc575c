/**
 * @generated SignedSource<<d3e6821c8d832039639790a252afe00f>>
 * @relayHash 8c76499c392e1b8657cf7215fa0efa48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adb20c1f8cfaa9a58d63d461337a00fbc265cc875d0f18033472a308b3fc3e63

import { ConcreteRequest } from 'relay-runtime';
export type MoneyTabsStatementQuery$variables = {
  page: number;
};
export type MoneyTabsStatementQuery$data = {
  readonly transactions: {
    readonly items: ReadonlyArray<{
      readonly amount: string;
      readonly balanceAfter: number;
      readonly createdAt: string;
      readonly currency: string;
      readonly delta: number;
      readonly id: string;
      readonly reason: string;
    }>;
    readonly perPage: number;
    readonly total: number;
  };
};
export type MoneyTabsStatementQuery = {
  response: MoneyTabsStatementQuery$data;
  variables: MoneyTabsStatementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      }
    ],
    "concreteType": "TransactionPage",
    "kind": "LinkedField",
    "name": "transactions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "perPage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Transaction",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
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
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delta",
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
            "name": "balanceAfter",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "name": "MoneyTabsStatementQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoneyTabsStatementQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "adb20c1f8cfaa9a58d63d461337a00fbc265cc875d0f18033472a308b3fc3e63",
    "metadata": {},
    "name": "MoneyTabsStatementQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c9ab82161273caaa988bc25791f689d";

export default node;
