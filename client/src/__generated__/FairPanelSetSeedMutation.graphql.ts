/**
 * @generated SignedSource<<5ae55e1689d99253d5d8bbac77b4d6e5>>
 * @relayHash ec1b341d9690de60ca2c597307e32211
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ede52928bd3f2a822374ef0753ea8fa7ea4bdff7f7731bf625f300c327dec579

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
    "id": "ede52928bd3f2a822374ef0753ea8fa7ea4bdff7f7731bf625f300c327dec579",
    "metadata": {},
    "name": "FairPanelSetSeedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0dbfba7e3fb2629b26d4bb7e278fda59";

export default node;
