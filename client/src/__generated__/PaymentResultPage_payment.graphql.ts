/**
 * @generated SignedSource<<c24652510c56ae60d719d011c37c057c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "created" | "expired" | "failed" | "pending" | "refunded" | "succeeded";
import { FragmentRefs } from "relay-runtime";
export type PaymentResultPage_payment$data = {
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
  readonly " $fragmentType": "PaymentResultPage_payment";
};
export type PaymentResultPage_payment$key = {
  readonly " $data"?: PaymentResultPage_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentResultPage_payment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentResultPage_payment",
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
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
  "type": "Payment",
  "abstractKey": null
};
})();

(node as any).hash = "e9e9c4d6ff9220274fef986ded58dff9";

export default node;
