/**
 * @generated SignedSource<<2968481cef673eba830d2dbddf4bfcd9>>
 * @relayHash 05c2559c1cf7f12f189dc1cd2999cd22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbdd45ac1827aeeeafd3ebda1f8d718529a50f81efa2d541d61029341419e959

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "created" | "expired" | "failed" | "pending" | "refunded" | "succeeded";
export type CreatePaymentInput = {
  amount: string;
  gate?: string | null | undefined;
  method: string;
};
export type PayPageCreateMutation$variables = {
  input: CreatePaymentInput;
};
export type PayPageCreateMutation$data = {
  readonly createPayment: {
    readonly payment: {
      readonly id: string;
      readonly reference: string;
      readonly status: PaymentStatus;
    };
    readonly redirect: string;
  };
};
export type PayPageCreateMutation = {
  response: PayPageCreateMutation$data;
  variables: PayPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreatePaymentPayload",
    "kind": "LinkedField",
    "name": "createPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirect",
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
    "name": "PayPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bbdd45ac1827aeeeafd3ebda1f8d718529a50f81efa2d541d61029341419e959",
    "metadata": {},
    "name": "PayPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99f13527c0dd326e6cb288d224ef9069";

export default node;
