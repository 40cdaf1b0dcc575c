/**
 * @generated SignedSource<<e4d723a14dc906103f46c997aed87042>>
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serverSeedHash",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientSeed",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nonce",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientSeed",
        "variableName": "clientSeed"
      }
    ],
    "concreteType": "RotateSeedPayload",
    "kind": "LinkedField",
    "name": "setClientSeed",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "FairPanelSetSeedMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairPanelSetSeedMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "510ea167508b253b09a9dab5ca85ad71",
    "id": null,
    "metadata": {},
    "name": "FairPanelSetSeedMutation",
    "operationKind": "mutation",
    "text": "mutation FairPanelSetSeedMutation(\n  $clientSeed: String!\n) {\n  setClientSeed(clientSeed: $clientSeed) {\n    revealed {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n    fairSeed {\n      id\n      serverSeedHash\n      clientSeed\n      nonce\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ab7ffe4f2eb0ddc6fce6e7d85e1de92";

export default node;
