/**
 * @generated SignedSource<<6c120d57d1655dd73945fa2c1e18f2d9>>
 * @relayHash 06caec60ccc197077d5b5443ae9175dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b223b0ed8534d0cf2c84c133c82baa7b64755999ee2d27ff40c8f98f71d85fe

import { ConcreteRequest } from 'relay-runtime';
export type QuizFormQuery$variables = {
  locale?: string | null | undefined;
};
export type QuizFormQuery$data = {
  readonly skillGamingQuestions: ReadonlyArray<{
    readonly questionId: number;
    readonly text: string;
    readonly variants: ReadonlyArray<{
      readonly label: string;
      readonly variantId: number;
    }>;
  }>;
};
export type QuizFormQuery = {
  response: QuizFormQuery$data;
  variables: QuizFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "SkillGamingQuestion",
    "kind": "LinkedField",
    "name": "skillGamingQuestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "questionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SkillGamingVariant",
        "kind": "LinkedField",
        "name": "variants",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "variantId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
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
    "name": "QuizFormQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuizFormQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4b223b0ed8534d0cf2c84c133c82baa7b64755999ee2d27ff40c8f98f71d85fe",
    "metadata": {},
    "name": "QuizFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7833817d482a06161e72e7277128d834";

export default node;
