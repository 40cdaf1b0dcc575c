/**
 * @generated SignedSource<<c9b8ffc47b2c56eb94e6532a18d77d30>>
 * @relayHash 53649cdf386163913ce31cd6574b9c76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1db18ac436376a00d2f617f53e4ee8cb5e41d88935699fdc160b6522f3d3d820

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalsHistoryQuery$variables = {
  limit: number;
  page: number;
};
export type WithdrawalsHistoryQuery$data = {
  readonly withdrawals: {
    readonly items: ReadonlyArray<{
      readonly createdAt: string;
      readonly dropId: string;
      readonly id: string;
      readonly kind: string;
      readonly reason: string;
      readonly state: string;
      readonly updatedAt: string;
      readonly value: string;
    }>;
    readonly total: number;
  };
};
export type WithdrawalsHistoryQuery = {
  response: WithdrawalsHistoryQuery$data;
  variables: WithdrawalsHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      }
    ],
    "concreteType": "TradeStatePage",
    "kind": "LinkedField",
    "name": "withdrawals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TradeState",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
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
            "name": "dropId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "WithdrawalsHistoryQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WithdrawalsHistoryQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1db18ac436376a00d2f617f53e4ee8cb5e41d88935699fdc160b6522f3d3d820",
    "metadata": {},
    "name": "WithdrawalsHistoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "202593eddab6112aee3856ad695e057f";

export default node;
