/**
 * @generated SignedSource<<31c04a13e69756e6109e2518d32ccc6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LanguageSelectSetLangMutation$variables = {
  lang: string;
};
export type LanguageSelectSetLangMutation$data = {
  readonly setLang: {
    readonly id: string;
    readonly lang: string | null | undefined;
  };
};
export type LanguageSelectSetLangMutation = {
  response: LanguageSelectSetLangMutation$data;
  variables: LanguageSelectSetLangMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lang"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lang",
        "variableName": "lang"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setLang",
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
        "name": "lang",
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
    "name": "LanguageSelectSetLangMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LanguageSelectSetLangMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "67c9b4d7bf7a1e65da3161a31f6bb8f2",
    "id": null,
    "metadata": {},
    "name": "LanguageSelectSetLangMutation",
    "operationKind": "mutation",
    "text": "mutation LanguageSelectSetLangMutation(\n  $lang: String!\n) {\n  setLang(lang: $lang) {\n    id\n    lang\n  }\n}\n"
  }
};
})();

(node as any).hash = "91ddc509dbace149ee32927ebfa8fc4e";

export default node;
