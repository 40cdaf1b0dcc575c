/**
 * @generated SignedSource<<2e9c3f56b76ad404d8ae6b153434153a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenCaseInput = {
  caseAlias?: string | null | undefined;
  caseId?: string | null | undefined;
  count?: number;
  fast?: boolean | null | undefined;
};
export type CasePageOpenMutation$variables = {
  input: OpenCaseInput;
};
export type CasePageOpenMutation$data = {
  readonly openCase: {
    readonly drops: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"OpenResult_drops" | "Roulette_drops">;
    }>;
    readonly fairSeed: {
      readonly clientSeed: string;
      readonly id: string;
      readonly nonce: number;
      readonly serverSeedHash: string;
    };
    readonly user: {
      readonly balance: string | null | undefined;
      readonly bullets: number | null | undefined;
      readonly crystals: number | null | undefined;
      readonly heldCount: number;
      readonly id: string;
      readonly level: number;
      readonly xp: number;
    };
  };
};
export type CasePageOpenMutation = {
  response: CasePageOpenMutation$data;
  variables: CasePageOpenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
      "kind": "ScalarField",
      "name": "heldCount",
      "storageKey": null
    },
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
      "name": "xp",
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
      "name": "bullets",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CasePageOpenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OpenCasePayload",
        "kind": "LinkedField",
        "name": "openCase",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Drop",
            "kind": "LinkedField",
            "name": "drops",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "Roulette_drops"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OpenResult_drops"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CasePageOpenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OpenCasePayload",
        "kind": "LinkedField",
        "name": "openCase",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Drop",
            "kind": "LinkedField",
            "name": "drops",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                    "name": "marketHashName",
                    "storageKey": null
                  },
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
                  },
                  (v2/*:: as any*/)
                ],
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
                "name": "price",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d6d2fa67cab8d9e78c56ef82639607d",
    "id": null,
    "metadata": {},
    "name": "CasePageOpenMutation",
    "operationKind": "mutation",
    "text": "mutation CasePageOpenMutation(\n  $input: OpenCaseInput!\n) {\n  openCase(input: $input) {\n    drops {\n      ...Roulette_drops\n      ...OpenResult_drops\n      id\n    }\n    user {\n      id\n      balance\n      heldCount\n      level\n      xp\n      crystals\n      bullets\n    }\n    fairSeed {\n      id\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n  }\n}\n\nfragment OpenResult_drops on Drop {\n  id\n  state\n  price\n  item {\n    marketHashName\n    rarity\n    image\n    id\n  }\n}\n\nfragment Roulette_drops on Drop {\n  id\n  item {\n    marketHashName\n    rarity\n    image\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "511dc6febbee81c1ccbe0e4e4c47c92a";

export default node;
