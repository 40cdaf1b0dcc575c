/**
 * @generated SignedSource<<fc3d12a0d3a374a52050145d10e1790f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "declined" | "reserved" | "sold" | "swapped";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type OpenCaseInput = {
  caseAlias?: string | null | undefined;
  caseId?: string | null | undefined;
  count?: number;
};
export type CasePageOpenMutation$variables = {
  input: OpenCaseInput;
};
export type CasePageOpenMutation$data = {
  readonly openCase: {
    readonly drops: ReadonlyArray<{
      readonly cursor: number;
      readonly id: string;
      readonly item: {
        readonly id: string;
        readonly image: string;
        readonly marketHashName: string;
        readonly price: string;
        readonly rarity: ItemRarity;
      };
      readonly nonce: number;
      readonly price: string;
      readonly state: DropState;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nonce",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cursor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Item",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
          (v1/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "FairSeed",
        "kind": "LinkedField",
        "name": "fairSeed",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
          (v3/*:: as any*/)
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
    "name": "CasePageOpenMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CasePageOpenMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "673bd837a2d232c3713382300b4dbdd4",
    "id": null,
    "metadata": {},
    "name": "CasePageOpenMutation",
    "operationKind": "mutation",
    "text": "mutation CasePageOpenMutation(\n  $input: OpenCaseInput!\n) {\n  openCase(input: $input) {\n    drops {\n      id\n      state\n      price\n      nonce\n      cursor\n      item {\n        id\n        marketHashName\n        rarity\n        image\n        price\n      }\n    }\n    user {\n      id\n      balance\n      level\n      xp\n      crystals\n      bullets\n    }\n    fairSeed {\n      id\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c72d9f2fbf91325af831535323eca86d";

export default node;
