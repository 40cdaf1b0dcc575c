/**
 * @generated SignedSource<<ee71fcdab6e02731fa70f6058cb1d9c6>>
 * @relayHash 30381c0d181b52a8e9cca27317c0c396
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f811128755269009684450a9ab9106cc4d69998c260cd8afbd0d01ad74a4ec3

import { ConcreteRequest } from 'relay-runtime';
export type SeedHistoryQuery$variables = Record<PropertyKey, never>;
export type SeedHistoryQuery$data = {
  readonly revealedSeeds: ReadonlyArray<{
    readonly clientSeed: string;
    readonly createdAt: string;
    readonly nonce: number;
    readonly revealedAt: string | null | undefined;
    readonly serverSeed: string;
    readonly serverSeedHash: string;
  }>;
};
export type SeedHistoryQuery = {
  response: SeedHistoryQuery$data;
  variables: SeedHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "RevealedSeed",
    "kind": "LinkedField",
    "name": "revealedSeeds",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverSeed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverSeedHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSeed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nonce",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revealedAt",
        "storageKey": null
      }
    ],
    "storageKey": "revealedSeeds(first:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SeedHistoryQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SeedHistoryQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5f811128755269009684450a9ab9106cc4d69998c260cd8afbd0d01ad74a4ec3",
    "metadata": {},
    "name": "SeedHistoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "87ada2e5d7b67ca29b8365109a74312a";

export default node;
