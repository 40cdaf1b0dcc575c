/**
 * @generated SignedSource<<99504de410c3cd357806a016daaf517f>>
 * @relayHash c217e0fe40a3e45aa54d677f45f0e3bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d816c53f1a8fa1a1adc71fc97001f185f7f30e2f999819f8f9db15a6f19d36a0

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type GachaPanelResetMutation$variables = {
  caseId: string;
  expectedProgress?: number | null | undefined;
};
export type GachaPanelResetMutation$data = {
  readonly resetGacha: {
    readonly crystals: number;
    readonly gacha: {
      readonly guaranteedNext: boolean;
      readonly pity: number;
      readonly progress: number;
      readonly topTier: ItemRarity;
      readonly topTierChance: {
        readonly denominator: number;
        readonly numerator: number;
        readonly percent: number;
      };
    };
    readonly user: {
      readonly crystals: number | null | undefined;
      readonly id: string;
    };
  };
};
export type GachaPanelResetMutation = {
  response: GachaPanelResetMutation$data;
  variables: GachaPanelResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "expectedProgress"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "crystals",
  "storageKey": null
},
v2 = [
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
        "name": "expectedProgress",
        "variableName": "expectedProgress"
      }
    ],
    "concreteType": "GachaResetPayload",
    "kind": "LinkedField",
    "name": "resetGacha",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "GachaState",
        "kind": "LinkedField",
        "name": "gacha",
        "plural": false,
        "selections": [
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
            "name": "pity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "guaranteedNext",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topTier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Chance",
            "kind": "LinkedField",
            "name": "topTierChance",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
    "name": "GachaPanelResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GachaPanelResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d816c53f1a8fa1a1adc71fc97001f185f7f30e2f999819f8f9db15a6f19d36a0",
    "metadata": {},
    "name": "GachaPanelResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c050451abd57cff4a40ebc372b653b61";

export default node;
