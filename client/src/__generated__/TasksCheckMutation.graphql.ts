/**
 * @generated SignedSource<<d204aa513710927c0d5538a7602af22b>>
 * @relayHash b3b8a349284514e83ef193c4bd2f287d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f977756b9debda1bda03efa2d87c0d9a4e1a04d7654a58a8facfccd1733e75e

import { ConcreteRequest } from 'relay-runtime';
export type TasksCheckMutation$variables = {
  name: string;
};
export type TasksCheckMutation$data = {
  readonly checkTask: {
    readonly name: string;
    readonly state: string;
    readonly step: number;
  };
};
export type TasksCheckMutation = {
  response: TasksCheckMutation$data;
  variables: TasksCheckMutation$variables;
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
    "concreteType": "Task",
    "kind": "LinkedField",
    "name": "checkTask",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
        "name": "state",
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
    "name": "TasksCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TasksCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f977756b9debda1bda03efa2d87c0d9a4e1a04d7654a58a8facfccd1733e75e",
    "metadata": {},
    "name": "TasksCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d020ed74395faa3fd9795ba4aefbaef8";

export default node;
