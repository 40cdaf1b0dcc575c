/**
 * @generated SignedSource<<4a08ac7b1c86aab57f64bc4a45247f8f>>
 * @relayHash 7bb67347b07896bb86d813a4e1ca96e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c61a3c8c52997cef2a522baa5832df3a586cfe5aea60ff53d2ffc8e139204e00

import { ConcreteRequest } from 'relay-runtime';
export type DailyCrystalQuery$variables = Record<PropertyKey, never>;
export type DailyCrystalQuery$data = {
  readonly dailyCrystals: {
    readonly day: string;
    readonly items: ReadonlyArray<{
      readonly available: boolean;
      readonly condition: string;
      readonly crystals: number;
      readonly met: boolean;
      readonly progress: number;
      readonly received: boolean;
      readonly rewardType: string;
      readonly threshold: number;
    }>;
  } | null | undefined;
};
export type DailyCrystalQuery = {
  response: DailyCrystalQuery$data;
  variables: DailyCrystalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DailyCrystalList",
    "kind": "LinkedField",
    "name": "dailyCrystals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "day",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCrystalReward",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rewardType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crystals",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "condition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "threshold",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "met",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "received",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
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
    "name": "DailyCrystalQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DailyCrystalQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c61a3c8c52997cef2a522baa5832df3a586cfe5aea60ff53d2ffc8e139204e00",
    "metadata": {},
    "name": "DailyCrystalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04fa8f086acd293cf91ea8801371cdad";

export default node;
