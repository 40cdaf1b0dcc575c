/**
 * @generated SignedSource<<99f5ba28a92197c5fefdb861b97826f3>>
 * @relayHash 8d32b1689239fcac9ea28ccd4d8d2eb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c39370a8727e18f89119b4213939ef9ba1a436da5bcb3b77ff412029bfade8f3

import { ConcreteRequest } from 'relay-runtime';
export type PayPageQuery$variables = Record<PropertyKey, never>;
export type PayPageQuery$data = {
  readonly me: {
    readonly activePromocode: {
      readonly bonusBps: number;
      readonly code: string;
      readonly percent: number;
    } | null | undefined;
    readonly balance: string | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly paymentMethods: ReadonlyArray<{
    readonly codename: string;
    readonly methods: ReadonlyArray<{
      readonly codename: string;
      readonly gates: ReadonlyArray<{
        readonly codename: string;
        readonly maxAmount: string;
        readonly minAmount: string;
        readonly name: string;
        readonly sandbox: boolean;
      }>;
      readonly group: string;
      readonly maxAmount: string;
      readonly minAmount: string;
      readonly name: string;
    }>;
    readonly name: string;
  }>;
  readonly settings: {
    readonly minTopup: string;
    readonly paymentsSandbox: boolean;
  };
};
export type PayPageQuery = {
  response: PayPageQuery$data;
  variables: PayPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "codename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minAmount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAmount",
  "storageKey": null
},
v4 = [
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
        "name": "balance",
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
            "name": "code",
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
            "name": "bonusBps",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Settings",
    "kind": "LinkedField",
    "name": "settings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minTopup",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentsSandbox",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentMethodGroup",
    "kind": "LinkedField",
    "name": "paymentMethods",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentMethod",
        "kind": "LinkedField",
        "name": "methods",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentGate",
            "kind": "LinkedField",
            "name": "gates",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sandbox",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
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
    "name": "PayPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PayPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c39370a8727e18f89119b4213939ef9ba1a436da5bcb3b77ff412029bfade8f3",
    "metadata": {},
    "name": "PayPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f37ff83c92a188f4ce1a19c68c8eb1a";

export default node;
