/**
 * @generated SignedSource<<f74989440b917f6ef87f2ca067093d4b>>
 * @relayHash 4b072199cde1617f9081aa27d8dbdf34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 175bcb56c5d7fcbac265a2e5778c30c7642aac7867b53e2aef740c8b0ecb6c21

import { ConcreteRequest } from 'relay-runtime';
export type settingsQuery$variables = Record<PropertyKey, never>;
export type settingsQuery$data = {
  readonly settings: {
    readonly country: string | null | undefined;
    readonly devLogin: boolean;
    readonly languages: ReadonlyArray<string>;
    readonly restrictions: ReadonlyArray<string>;
  };
};
export type settingsQuery = {
  response: settingsQuery$data;
  variables: settingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Settings",
    "kind": "LinkedField",
    "name": "settings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restrictions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devLogin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "languages",
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
    "name": "settingsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "settingsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "175bcb56c5d7fcbac265a2e5778c30c7642aac7867b53e2aef740c8b0ecb6c21",
    "metadata": {},
    "name": "settingsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f4d424a9c152be5734fa2628b9f8c4c";

export default node;
