/**
 * @generated SignedSource<<2f92910e86700079aff0a7684439637c>>
 * @relayHash 9252f1d64d7ae78f0096d38702ea6079
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8398b63d5fee1fa12bab0b783e0ccd1db21c8b52e19c85c2aaf985b31009c198

import { ConcreteRequest } from 'relay-runtime';
export type QuizFormCheckMutation$variables = {
  variants: ReadonlyArray<number>;
};
export type QuizFormCheckMutation$data = {
  readonly checkSkillGamingVote: {
    readonly isVoteRight: boolean;
    readonly rightIds: ReadonlyArray<number>;
  };
};
export type QuizFormCheckMutation = {
  response: QuizFormCheckMutation$data;
  variables: QuizFormCheckMutation$variables;
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
    "name": "checkSkillGamingVote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rightIds",
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
    "name": "QuizFormCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuizFormCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8398b63d5fee1fa12bab0b783e0ccd1db21c8b52e19c85c2aaf985b31009c198",
    "metadata": {},
    "name": "QuizFormCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1f66be84c4a908db210d404a194d9a8";

export default node;
