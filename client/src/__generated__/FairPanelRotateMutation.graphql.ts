/**
 * @generated SignedSource<<151e66fe1a021c4568e9f96f555e8356>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FairPanelRotateMutation$variables = Record<PropertyKey, never>;
export type FairPanelRotateMutation$data = {
  readonly rotateServerSeed: {
    readonly fairSeed: {
      readonly clientSeed: string;
      readonly id: string;
      readonly nonce: number;
      readonly serverSeedHash: string;
    };
    readonly revealed: {
      readonly clientSeed: string;
      readonly nonce: number;
      readonly serverSeed: string;
      readonly serverSeedHash: string;
    };
  };
};
export type FairPanelRotateMutation = {
  response: FairPanelRotateMutation$data;
  variables: FairPanelRotateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serverSeedHash",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientSeed",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nonce",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RotateSeedPayload",
    "kind": "LinkedField",
    "name": "rotateServerSeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RevealedSeed",
        "kind": "LinkedField",
        "name": "revealed",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serverSeed",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FairSeed",
        "kind": "LinkedField",
        "name": "fairSeed",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "FairPanelRotateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FairPanelRotateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "2090b04f5c24e5ac0361c9aa6b802dea",
    "id": null,
    "metadata": {},
    "name": "FairPanelRotateMutation",
    "operationKind": "mutation",
    "text": "mutation FairPanelRotateMutation {\n  rotateServerSeed {\n    revealed {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n    fairSeed {\n      id\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e81835a99f8d37d9996aad973541da5";

export default node;
