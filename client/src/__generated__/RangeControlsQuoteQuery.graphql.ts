/**
 * @generated SignedSource<<3df184a72a7cdafd432eaf25c89d4ebb>>
 * @relayHash a4bd1e7b9cd0cb354816338061c48ac0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6e895bd2beb06f56010684fa81ee5546d052146e7880f9bfac1f71b64c30134

import { ConcreteRequest } from 'relay-runtime';
export type RangeControlsQuoteQuery$variables = {
  caseId: string;
  max: string;
  min: string;
};
export type RangeControlsQuoteQuery$data = {
  readonly rangeQuote: {
    readonly chance: {
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    };
    readonly items: number;
    readonly max: string;
    readonly min: string;
    readonly price: string;
  };
};
export type RangeControlsQuoteQuery = {
  response: RangeControlsQuoteQuery$data;
  variables: RangeControlsQuoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "caseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "max"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "min"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "max",
        "variableName": "max"
      },
      {
        "kind": "Variable",
        "name": "min",
        "variableName": "min"
      }
    ],
    "concreteType": "RangeQuote",
    "kind": "LinkedField",
    "name": "rangeQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "min",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "max",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "items",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Chance",
        "kind": "LinkedField",
        "name": "chance",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "numerator",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "denominator",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percent",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RangeControlsQuoteQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RangeControlsQuoteQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e6e895bd2beb06f56010684fa81ee5546d052146e7880f9bfac1f71b64c30134",
    "metadata": {},
    "name": "RangeControlsQuoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "327250e63abb5c750d882a1d1fa297ef";

export default node;
