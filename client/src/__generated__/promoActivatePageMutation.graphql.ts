/**
 * @generated SignedSource<<e16ee53f4b291f25d4c21929e6bc6380>>
 * @relayHash 4dd7b1fcd31945aa982cb9fdfc2c1791
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 043d9873b790c61ff1c4d268bcbf709df8174fcd0e153132e76a86691400951a

import { ConcreteRequest } from 'relay-runtime';
export type PromoActivationType = "case" | "money" | "partner" | "percent" | "promo";
export type promoActivatePageMutation$variables = {
  group?: string | null | undefined;
  name: string;
};
export type promoActivatePageMutation$data = {
  readonly activatePromo: {
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
export type promoActivatePageMutation = {
  response: promoActivatePageMutation$data;
  variables: promoActivatePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "group",
        "variableName": "group"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "PromoActivationResult",
    "kind": "LinkedField",
    "name": "activatePromo",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
          (v4/*:: as any*/),
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
          (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "promoActivatePageMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "promoActivatePageMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "043d9873b790c61ff1c4d268bcbf709df8174fcd0e153132e76a86691400951a",
    "metadata": {},
    "name": "promoActivatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94e3b739fd3e023d3b6a72073a8bee72";

export default node;
