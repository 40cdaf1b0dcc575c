/**
 * @generated SignedSource<<8a11a88e24c0978b073576e5a7c64de1>>
 * @relayHash 5f3c40c7d922f4b6274c00ed3dc4ec52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3ee6b7d3661bdc9b778d347ba448ba811751e8cbcaffb147d36ae528d1f0f7b

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type OpenWonCaseInput = {
  dropId: string;
  fast?: boolean | null | undefined;
};
export type InventoryOpenWonCaseMutation$variables = {
  input: OpenWonCaseInput;
};
export type InventoryOpenWonCaseMutation$data = {
  readonly openWonCase: {
    readonly drops: ReadonlyArray<{
      readonly id: string;
      readonly item: {
        readonly image: string;
        readonly marketHashName: string;
        readonly rarity: ItemRarity;
      };
      readonly price: string;
      readonly state: DropState;
    }>;
    readonly user: {
      readonly balance: string | null | undefined;
      readonly heldCount: number;
      readonly id: string;
    };
  };
};
export type InventoryOpenWonCaseMutation = {
  response: InventoryOpenWonCaseMutation$data;
  variables: InventoryOpenWonCaseMutation$variables;
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
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marketHashName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarity",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v8 = {
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryOpenWonCaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OpenCasePayload",
        "kind": "LinkedField",
        "name": "openWonCase",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Item",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
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
    "name": "InventoryOpenWonCaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OpenCasePayload",
        "kind": "LinkedField",
        "name": "openWonCase",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Item",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3ee6b7d3661bdc9b778d347ba448ba811751e8cbcaffb147d36ae528d1f0f7b",
    "metadata": {},
    "name": "InventoryOpenWonCaseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8b7d2cbc5efecf079ad56a84cc21749";

export default node;
