/**
 * @generated SignedSource<<ef15c168a721f3ec05e51dc46a527c19>>
 * @relayHash ebba78afec38b74a30bec3dee91896d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dc8fed2ea1388d054f7894b53586c47cd05a4bc7a079b3fd29b0abca294e304

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "created" | "expired" | "failed" | "pending" | "refunded" | "succeeded";
export type PaymentResultPageRefreshMutation$variables = {
  reference: string;
};
export type PaymentResultPageRefreshMutation$data = {
  readonly refreshPayment: {
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
export type PaymentResultPageRefreshMutation = {
  response: PaymentResultPageRefreshMutation$data;
  variables: PaymentResultPageRefreshMutation$variables;
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
    "name": "refreshPayment",
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
    "name": "PaymentResultPageRefreshMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentResultPageRefreshMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3dc8fed2ea1388d054f7894b53586c47cd05a4bc7a079b3fd29b0abca294e304",
    "metadata": {},
    "name": "PaymentResultPageRefreshMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "77b5604351d2dba756fcf202d9da042c";

export default node;
