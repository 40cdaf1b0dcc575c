/**
 * @generated SignedSource<<ba3342a7e78ae35f517150581cd36bd7>>
 * @relayHash 643344db44a7c6188082d2dfbc04dcf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f46ae7b3b8944e3ef012afc5f5184ebdc0787adabf3d1297f76dcc915ffb5fb2

import { ConcreteRequest } from 'relay-runtime';
export type QuizFormVoteMutation$variables = {
  variants: ReadonlyArray<number>;
};
export type QuizFormVoteMutation$data = {
  readonly skillGamingVote: {
    readonly isVoteRight: boolean;
    readonly passed: boolean;
  };
};
export type QuizFormVoteMutation = {
  response: QuizFormVoteMutation$data;
  variables: QuizFormVoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "variants"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "variants",
        "variableName": "variants"
      }
    ],
    "concreteType": "SkillGamingAnswer",
    "kind": "LinkedField",
    "name": "skillGamingVote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "passed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isVoteRight",
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
    "name": "QuizFormVoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuizFormVoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f46ae7b3b8944e3ef012afc5f5184ebdc0787adabf3d1297f76dcc915ffb5fb2",
    "metadata": {},
    "name": "QuizFormVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2282774f790817cb5c84c3edee5fe0cb";

export default node;
