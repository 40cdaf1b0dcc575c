/**
 * @generated SignedSource<<1e3099e86e635acb03ba5410fbaf619d>>
 * @relayHash 3276a0e4b30c08da6c2f22c57f332300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c03d4449b662596742b24a8401dd56b1c45f765fc73307a66b6c08588852e51

import { ConcreteRequest } from 'relay-runtime';
export type saveLangMutation$variables = {
  lang: string;
};
export type saveLangMutation$data = {
  readonly setLang: {
    readonly id: string;
    readonly lang: string | null | undefined;
  };
};
export type saveLangMutation = {
  response: saveLangMutation$data;
  variables: saveLangMutation$variables;
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
    "name": "saveLangMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveLangMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c03d4449b662596742b24a8401dd56b1c45f765fc73307a66b6c08588852e51",
    "metadata": {},
    "name": "saveLangMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9e393d52e71d9e67043ec8f62585781";

export default node;
