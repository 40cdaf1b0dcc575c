/**
 * @generated SignedSource<<cd755b82cc20e7d0a7e4c17e973a6273>>
 * @relayHash 6abe4024208d0398b36718633f1dc875
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe8fee3c67be8dabcc86f65c05e35652f358b4ef7df9367364b23473d9efcb6b

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type GachaPanelQuery$variables = {
  caseId: string;
};
export type GachaPanelQuery$data = {
  readonly gachaState: {
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
};
export type GachaPanelQuery = {
  response: GachaPanelQuery$data;
  variables: GachaPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      }
    ],
    "concreteType": "GachaState",
    "kind": "LinkedField",
    "name": "gachaState",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GachaPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GachaPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fe8fee3c67be8dabcc86f65c05e35652f358b4ef7df9367364b23473d9efcb6b",
    "metadata": {},
    "name": "GachaPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9bfff66209a87a2fdfface9615a5bcc0";

export default node;
