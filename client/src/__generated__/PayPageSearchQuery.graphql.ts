/**
 * @generated SignedSource<<0978e00220c560643068a8884eaaafc6>>
 * @relayHash e00909d9d00d3cf9777d2b008e6c552e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88c21f3e8107d356ef6f25d864c7854a909a18fec4a751d8f32a1f89c02f1c31

import { ConcreteRequest } from 'relay-runtime';
export type PayPageSearchQuery$variables = {
  search: string;
};
export type PayPageSearchQuery$data = {
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
};
export type PayPageSearchQuery = {
  response: PayPageSearchQuery$data;
  variables: PayPageSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "codename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minAmount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAmount",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "PaymentMethodGroup",
    "kind": "LinkedField",
    "name": "paymentMethods",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentMethod",
        "kind": "LinkedField",
        "name": "methods",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentGate",
            "kind": "LinkedField",
            "name": "gates",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sandbox",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PayPageSearchQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayPageSearchQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "88c21f3e8107d356ef6f25d864c7854a909a18fec4a751d8f32a1f89c02f1c31",
    "metadata": {},
    "name": "PayPageSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "37997ad5a844a7b252d6d16b860554c8";

export default node;
