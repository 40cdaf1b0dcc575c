/**
 * @generated SignedSource<<4c21e84bcaa410618944f658b242855f>>
 * @relayHash df821f64ca7b6d5289cfe86fe9b705fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86405f851842165b1a605e2ed37c84bd09324aad2ea5644f8c561c6c106dc31a

import { ConcreteRequest } from 'relay-runtime';
export type TasksQuery$variables = Record<PropertyKey, never>;
export type TasksQuery$data = {
  readonly tasks: ReadonlyArray<{
    readonly kind: string;
    readonly name: string;
    readonly rewards: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly case: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly type: string;
      readonly value: number;
    }>;
    readonly service: string;
    readonly state: string;
    readonly step: number;
    readonly steps: number;
  }>;
};
export type TasksQuery = {
  response: TasksQuery$data;
  variables: TasksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Task",
    "kind": "LinkedField",
    "name": "tasks",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "service",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "steps",
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
        "concreteType": "TaskReward",
        "kind": "LinkedField",
        "name": "rewards",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
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
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TasksQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TasksQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "86405f851842165b1a605e2ed37c84bd09324aad2ea5644f8c561c6c106dc31a",
    "metadata": {},
    "name": "TasksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f9f05a13e32fe0a8ed4627a563f26a3";

export default node;
