/**
 * @generated SignedSource<<009e7667464e64dc63769d1f0d37ef9c>>
 * @relayHash 1d6d2fa67cab8d9e78c56ef82639607d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05ec1d452f02c82247061d963d9682741137e2acc0cc391cc32445887154b41b

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
    "id": "05ec1d452f02c82247061d963d9682741137e2acc0cc391cc32445887154b41b",
    "metadata": {},
    "name": "CasePageOpenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "511dc6febbee81c1ccbe0e4e4c47c92a";

export default node;
