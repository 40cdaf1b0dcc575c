/**
 * @generated SignedSource<<1e013e21025665a15c60a04bb65865f6>>
 * @relayHash 2657c751016ff7306f9393477971ec85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1449365df10c735a74ec0a59ed1226c0850cf4fa13e915bdd543972bb5f8f63e

import { ConcreteRequest } from 'relay-runtime';
export type DropState = "accepted" | "active" | "changed" | "contracted" | "declined" | "delivered" | "failed" | "opened" | "reserved" | "sold" | "swapped" | "upgraded" | "used";
export type sellDropsMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type sellDropsMutation$data = {
  readonly sellDrops: {
    readonly amount: string;
    readonly sold: ReadonlyArray<{
      readonly id: string;
      readonly state: DropState;
    }>;
    readonly user: {
      readonly balance: string | null | undefined;
      readonly heldCount: number;
      readonly id: string;
    };
  };
};
export type sellDropsMutation = {
  response: sellDropsMutation$data;
  variables: sellDropsMutation$variables;
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
    "name": "sellDropsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sellDropsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1449365df10c735a74ec0a59ed1226c0850cf4fa13e915bdd543972bb5f8f63e",
    "metadata": {},
    "name": "sellDropsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8d4d1859b939cfeda877b996cbc61eb1";

export default node;
