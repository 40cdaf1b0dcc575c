/**
 * @generated SignedSource<<dfad287e709d4b43b13fdb66689f45a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FairPanelSetSeedMutation$variables = {
  clientSeed: string;
};
export type FairPanelSetSeedMutation$data = {
  readonly setClientSeed: {
    readonly " $fragmentSpreads": FragmentRefs<"FairPanel_payload">;
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
    "kind": "Variable",
    "name": "clientSeed",
    "variableName": "clientSeed"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serverSeedHash",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientSeed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nonce",
  "storageKey": null
},
v5 = [
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
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
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateSeedPayload",
        "kind": "LinkedField",
        "name": "setClientSeed",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "FairPanel_payload",
            "selections": (v5/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairPanelSetSeedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateSeedPayload",
        "kind": "LinkedField",
        "name": "setClientSeed",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ec1b341d9690de60ca2c597307e32211",
    "id": null,
    "metadata": {},
    "name": "FairPanelSetSeedMutation",
    "operationKind": "mutation",
    "text": "mutation FairPanelSetSeedMutation(\n  $clientSeed: String!\n) {\n  setClientSeed(clientSeed: $clientSeed) {\n    ...FairPanel_payload\n  }\n}\n\nfragment FairPanel_payload on RotateSeedPayload {\n  revealed {\n    serverSeed\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n  fairSeed {\n    id\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n}\n"
  }
};
})();

(node as any).hash = "0dbfba7e3fb2629b26d4bb7e278fda59";

export default node;
