/**
 * @generated SignedSource<<4c3d1a9461c4d5262768bf09a40cfddf>>
 * @relayHash ecdf4c8a32ea25365b00336eb93c1cdf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87814f797c2cdc55de41afcebbe07ae08ae3a5d995644fff2e4a3ee7a4fe42d0

import { ConcreteRequest } from 'relay-runtime';
export type ContractMode = "normal" | "risky" | "safe";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type ContractPageOutcomesQuery$variables = {
  bullets?: number | null | undefined;
  dropIds?: ReadonlyArray<string> | null | undefined;
  mode?: ContractMode | null | undefined;
  weapon?: string | null | undefined;
};
export type ContractPageOutcomesQuery$data = {
  readonly contractOutcomes: {
    readonly expectedValue: string;
    readonly high: string;
    readonly low: string;
    readonly mode: ContractMode;
    readonly outcomes: ReadonlyArray<{
      readonly chance: number;
      readonly from: number;
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
        readonly weapon: string;
      };
      readonly price: string;
      readonly to: number;
    }>;
    readonly stake: string;
    readonly target: string;
    readonly weapon: string;
  };
};
export type ContractPageOutcomesQuery = {
  response: ContractPageOutcomesQuery$data;
  variables: ContractPageOutcomesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bullets"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dropIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mode"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "weapon"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weapon",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bullets",
        "variableName": "bullets"
      },
      {
        "kind": "Variable",
        "name": "dropIds",
        "variableName": "dropIds"
      },
      {
        "kind": "Variable",
        "name": "mode",
        "variableName": "mode"
      },
      {
        "kind": "Variable",
        "name": "weapon",
        "variableName": "weapon"
      }
    ],
    "concreteType": "ContractPreview",
    "kind": "LinkedField",
    "name": "contractOutcomes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stake",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mode",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "low",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "high",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "target",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expectedValue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractOutcome",
        "kind": "LinkedField",
        "name": "outcomes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
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
                "name": "marketHashName",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rarity",
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
            "name": "from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chance",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractPageOutcomesQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContractPageOutcomesQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "87814f797c2cdc55de41afcebbe07ae08ae3a5d995644fff2e4a3ee7a4fe42d0",
    "metadata": {},
    "name": "ContractPageOutcomesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0b325579849bdc5b9c819c83d0a7b8f";

export default node;
