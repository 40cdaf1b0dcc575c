/**
 * @generated SignedSource<<cf13e28f14be578a00d8dc3760a16f26>>
 * @relayHash da13ad67718c217b283721ef84328978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f042b9079b30a6b982f47207bd9a7231fda22e825061ae65a88d573c7a6f9e0

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "created" | "expired" | "failed" | "pending" | "refunded" | "succeeded";
export type PaymentResultPageQuery$variables = {
  reference: string;
};
export type PaymentResultPageQuery$data = {
  readonly payment: {
    readonly amount: string;
    readonly analytics: {
      readonly amount: string;
      readonly currency: string;
      readonly method: string;
      readonly serialNumber: number;
      readonly transactionId: string;
      readonly userId: string;
    } | null | undefined;
    readonly bonusAmount: string;
    readonly bonusBps: number;
    readonly gateName: string;
    readonly id: string;
    readonly method: string;
    readonly paidAmount: string;
    readonly reference: string;
    readonly sandbox: boolean;
    readonly status: PaymentStatus;
  } | null | undefined;
};
export type PaymentResultPageQuery = {
  response: PaymentResultPageQuery$data;
  variables: PaymentResultPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reference"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "reference",
        "variableName": "reference"
      }
    ],
    "concreteType": "Payment",
    "kind": "LinkedField",
    "name": "payment",
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
        "name": "reference",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gateName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sandbox",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paidAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bonusAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bonusBps",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackedPayment",
        "kind": "LinkedField",
        "name": "analytics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transactionId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serialNumber",
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
    "name": "PaymentResultPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentResultPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8f042b9079b30a6b982f47207bd9a7231fda22e825061ae65a88d573c7a6f9e0",
    "metadata": {},
    "name": "PaymentResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb9f28c38839b9d53baf263e0906096b";

export default node;
