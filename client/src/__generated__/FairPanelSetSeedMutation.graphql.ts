/**
 * @generated SignedSource<<806c9db4eaa549a157e3cd63f20a2038>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FairPanelSetSeedMutation$variables = {
  clientSeed: string;
};
export type FairPanelSetSeedMutation$data = {
  readonly setClientSeed: {
    readonly clientSeed: string;
    readonly id: string;
    readonly nonce: number;
    readonly serverSeedHash: string;
  };
};
export type FairPanelSetSeedMutation = {
  response: FairPanelSetSeedMutation$data;
  variables: FairPanelSetSeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientSeed"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientSeed",
        "variableName": "clientSeed"
      }
    ],
    "concreteType": "FairSeed",
    "kind": "LinkedField",
    "name": "setClientSeed",
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
    "name": "FairPanelSetSeedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairPanelSetSeedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca10ae04e70994871cba8400564006be",
    "id": null,
    "metadata": {},
    "name": "FairPanelSetSeedMutation",
    "operationKind": "mutation",
    "text": "mutation FairPanelSetSeedMutation(\n  $clientSeed: String!\n) {\n  setClientSeed(clientSeed: $clientSeed) {\n    id\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n}\n"
  }
};
})();

(node as any).hash = "61ea15543fa66314c596a9fc9a16f680";

export default node;
