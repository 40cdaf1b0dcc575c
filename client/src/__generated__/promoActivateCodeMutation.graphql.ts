/**
 * @generated SignedSource<<fd33d8b4ceee3866657687ef73e12642>>
 * @relayHash 4a64c8f80ded956b3e475ef1a9445774
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd0338d503f0cd7b7fde40fcb4dc814fc1513e662ea9636f4f71356a958e68b5

import { ConcreteRequest } from 'relay-runtime';
export type PromoActivationType = "case" | "money" | "partner" | "percent" | "promo";
export type promoActivateCodeMutation$variables = {
  code: string;
};
export type promoActivateCodeMutation$data = {
  readonly activatePromocode: {
    readonly activation: {
      readonly amount: string;
      readonly caseName: string | null | undefined;
      readonly code: string;
      readonly id: string;
      readonly percent: number;
      readonly type: PromoActivationType;
    };
    readonly user: {
      readonly activePromocode: {
        readonly bonusBps: number;
        readonly code: string;
        readonly percent: number;
      } | null | undefined;
      readonly balance: string | null | undefined;
      readonly id: string;
    };
  };
};
export type promoActivateCodeMutation = {
  response: promoActivateCodeMutation$data;
  variables: promoActivateCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "PromoActivationResult",
    "kind": "LinkedField",
    "name": "activatePromocode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PromoActivation",
        "kind": "LinkedField",
        "name": "activation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "name": "amount",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caseName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    "name": "promoActivateCodeMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "promoActivateCodeMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "bd0338d503f0cd7b7fde40fcb4dc814fc1513e662ea9636f4f71356a958e68b5",
    "metadata": {},
    "name": "promoActivateCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b000d89a8d404e14730ffedf34cb0531";

export default node;
