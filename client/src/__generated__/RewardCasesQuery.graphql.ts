/**
 * @generated SignedSource<<8c6300b7c1a3edb0a39aefbb0663706a>>
 * @relayHash 7ed73d1e0d578775884ed72a86055ef5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8efd9395bf19da51c5703d2a34c50536e4fcdbca7f4d5c219bf538fcb3773670

import { ConcreteRequest } from 'relay-runtime';
export type RewardCasesQuery$variables = Record<PropertyKey, never>;
export type RewardCasesQuery$data = {
  readonly rewardCases: ReadonlyArray<{
    readonly case: {
      readonly alias: string;
      readonly id: string;
      readonly image: string;
      readonly name: string;
    };
    readonly inventoryCount: number;
  }>;
};
export type RewardCasesQuery = {
  response: RewardCasesQuery$data;
  variables: RewardCasesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RewardCaseStack",
    "kind": "LinkedField",
    "name": "rewardCases",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inventoryCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "case",
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
            "name": "alias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RewardCasesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RewardCasesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8efd9395bf19da51c5703d2a34c50536e4fcdbca7f4d5c219bf538fcb3773670",
    "metadata": {},
    "name": "RewardCasesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "03aaa8569cd081cd6f0b8e500933e921";

export default node;
