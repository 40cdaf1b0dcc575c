/**
 * @generated SignedSource<<805886e3169bac668099b869ca2bc3d4>>
 * @relayHash 54124c0660218c246dacd19160074068
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dd3ea403546625da0aa70bc06bd3a28a0481d9ca1b8b639590b3fa7c2249603

import { ConcreteRequest } from 'relay-runtime';
export type TasksClaimMutation$variables = {
  name?: string | null | undefined;
};
export type TasksClaimMutation$data = {
  readonly claimTask: {
    readonly claimed: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly user: {
      readonly balance: string | null | undefined;
      readonly bullets: number | null | undefined;
      readonly crystals: number | null | undefined;
      readonly id: string;
    };
  };
};
export type TasksClaimMutation = {
  response: TasksClaimMutation$data;
  variables: TasksClaimMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "TaskClaimPayload",
    "kind": "LinkedField",
    "name": "claimTask",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "claimed",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
            "name": "balance",
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
    "name": "TasksClaimMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TasksClaimMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0dd3ea403546625da0aa70bc06bd3a28a0481d9ca1b8b639590b3fa7c2249603",
    "metadata": {},
    "name": "TasksClaimMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39c3fd76f51240412aafcb551f1d6b68";

export default node;
