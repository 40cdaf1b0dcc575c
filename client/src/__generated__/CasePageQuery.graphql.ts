/**
 * @generated SignedSource<<e714e6f5bf172d7eb80fdaee7135284a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseFamily = "bullet" | "candy" | "dailybonus" | "discovered" | "dota" | "gacha" | "normal" | "range" | "reward" | "stack";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type CasePageQuery$variables = {
  alias: string;
};
export type CasePageQuery$data = {
  readonly caseByAlias: {
    readonly alias: string;
    readonly enabled: boolean;
    readonly family: CaseFamily;
    readonly id: string;
    readonly image: string;
    readonly items: ReadonlyArray<{
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
      };
      readonly weight: number;
    }>;
    readonly name: string;
    readonly price: string;
    readonly rtpBps: number;
    readonly " $fragmentSpreads": FragmentRefs<"CaseContents_case">;
  } | null | undefined;
  readonly me: {
    readonly avatar: string;
    readonly balance: string | null | undefined;
    readonly id: string;
    readonly level: number;
    readonly nickname: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FairPanel_query">;
};
export type CasePageQuery = {
  response: CasePageQuery$data;
  variables: CasePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "alias"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "alias",
    "variableName": "alias"
  }
],
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
  "name": "alias",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "family",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rtpBps",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marketHashName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CasePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "caseByAlias",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseContents_case"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Item",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FairPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CasePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "caseByAlias",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalWeight",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Item",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stattrak",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "FairSeed",
        "kind": "LinkedField",
        "name": "fairSeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serverSeedHash",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientSeed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nonce",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2ed48f7aed171fd107f64c1e6c3b77f7",
    "id": null,
    "metadata": {},
    "name": "CasePageQuery",
    "operationKind": "query",
    "text": "query CasePageQuery(\n  $alias: String!\n) {\n  caseByAlias(alias: $alias) {\n    id\n    alias\n    name\n    image\n    price\n    family\n    rtpBps\n    enabled\n    ...CaseContents_case\n    items {\n      weight\n      item {\n        id\n        marketHashName\n        rarity\n        image\n      }\n      id\n    }\n  }\n  me {\n    id\n    level\n    avatar\n    nickname\n    balance\n  }\n  ...FairPanel_query\n}\n\nfragment CaseContents_case on Case {\n  totalWeight\n  items {\n    id\n    weight\n    item {\n      marketHashName\n      rarity\n      stattrak\n      price\n      image\n      id\n    }\n  }\n}\n\nfragment FairPanel_query on Query {\n  fairSeed {\n    id\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n}\n"
  }
};
})();

(node as any).hash = "fcd3ad1aa4f34e546b3beb937e769a12";

export default node;
