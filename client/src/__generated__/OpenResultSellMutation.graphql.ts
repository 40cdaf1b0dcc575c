/**
 * @generated SignedSource<<1c7b11a08297a7956b176dc05fddf82e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "declined" | "reserved" | "sold" | "swapped";
export type OpenResultSellMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type OpenResultSellMutation$data = {
  readonly sellDrops: {
    readonly amount: string;
    readonly sold: ReadonlyArray<{
      readonly id: string;
      readonly state: DropState;
    }>;
    readonly user: {
      readonly balance: string | null | undefined;
      readonly id: string;
    };
  };
};
export type OpenResultSellMutation = {
  response: OpenResultSellMutation$data;
  variables: OpenResultSellMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": "SellPayload",
    "kind": "LinkedField",
    "name": "sellDrops",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Drop",
        "kind": "LinkedField",
        "name": "sold",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
    "name": "OpenResultSellMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpenResultSellMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0bbba943aff6b460d1d32436ad55888f",
    "id": null,
    "metadata": {},
    "name": "OpenResultSellMutation",
    "operationKind": "mutation",
    "text": "mutation OpenResultSellMutation(\n  $ids: [ID!]!\n) {\n  sellDrops(ids: $ids) {\n    amount\n    sold {\n      id\n      state\n    }\n    user {\n      id\n      balance\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3af5ccbd0c65a951efffcfd6e39ab4f3";

export default node;
