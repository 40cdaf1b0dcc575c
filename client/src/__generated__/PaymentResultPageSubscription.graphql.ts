/**
 * @generated SignedSource<<4862dfb8038ee4bb45e60183d7161362>>
 * @relayHash cf95cc49b3978542ce03f3597a4b5588
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21d85dbad5e8755ca389588868b9b1198e947fc9ad6e287c6b8dd6eaa50aaf0c

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "created" | "expired" | "failed" | "pending" | "refunded" | "succeeded";
export type PaymentResultPageSubscription$variables = {
  reference: string;
};
export type PaymentResultPageSubscription$data = {
  readonly paymentUpdated: {
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
  };
};
export type PaymentResultPageSubscription = {
  response: PaymentResultPageSubscription$data;
  variables: PaymentResultPageSubscription$variables;
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
    "name": "paymentUpdated",
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
    "name": "PaymentResultPageSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentResultPageSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "21d85dbad5e8755ca389588868b9b1198e947fc9ad6e287c6b8dd6eaa50aaf0c",
    "metadata": {},
    "name": "PaymentResultPageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4ccd087aaa457ca9acb56aef9404c3d1";

export default node;
