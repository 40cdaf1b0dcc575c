/**
 * @generated SignedSource<<b47984f11bf0ca37982361c5839d4774>>
 * @relayHash bba562f609b9a36df33dd6a59ebeb5e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d7c67d0deaccd3f0562b34f00c19a70b56c47144d6f4ef2fb8152b764886f68

import { ConcreteRequest } from 'relay-runtime';
export type ContractMode = "normal" | "risky" | "safe";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type useOutcomesQuery$variables = {
  bullets?: number | null | undefined;
  dropIds?: ReadonlyArray<string> | null | undefined;
  mode?: ContractMode | null | undefined;
  weapon?: string | null | undefined;
};
export type useOutcomesQuery$data = {
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
export type useOutcomesQuery = {
  response: useOutcomesQuery$data;
  variables: useOutcomesQuery$variables;
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
    "name": "useOutcomesQuery",
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
    "name": "useOutcomesQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "5d7c67d0deaccd3f0562b34f00c19a70b56c47144d6f4ef2fb8152b764886f68",
    "metadata": {},
    "name": "useOutcomesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6b37f7fb736a4d08b4b7c922bb18740";

export default node;
