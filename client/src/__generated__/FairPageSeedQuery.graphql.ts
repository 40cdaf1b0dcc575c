/**
 * @generated SignedSource<<3dfe0364e0cab34ea85f2525e49e31f0>>
 * @relayHash a4f3e2d205227527f0419af167eb2db0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0c2cf6337236bab480de61ef498f95effbf3ef3c03043c43742993c1eb7ba85

import { ConcreteRequest } from 'relay-runtime';
export type FairPageSeedQuery$variables = {
  hash: string;
};
export type FairPageSeedQuery$data = {
  readonly seedByHash: {
    readonly serverSeed: string | null | undefined;
    readonly serverSeedHash: string;
  };
};
export type FairPageSeedQuery = {
  response: FairPageSeedQuery$data;
  variables: FairPageSeedQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hash"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "serverSeedHash",
        "variableName": "hash"
      }
    ],
    "concreteType": "SeedByHash",
    "kind": "LinkedField",
    "name": "seedByHash",
    "plural": false,
    "selections": [
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
        "name": "serverSeed",
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
    "name": "FairPageSeedQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairPageSeedQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a0c2cf6337236bab480de61ef498f95effbf3ef3c03043c43742993c1eb7ba85",
    "metadata": {},
    "name": "FairPageSeedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d53a58e17ea472d8e36b8f659d4c8fe5";

export default node;
