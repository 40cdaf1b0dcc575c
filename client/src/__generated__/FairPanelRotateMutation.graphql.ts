/**
 * @generated SignedSource<<adcfe80b4d7b1b4eaad8f591df461488>>
 * @relayHash 314f8663f2ee5b3f28c674574f42bba0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9529adb80d666440af49ece79706cb422b40845257d66bc4ebc8a707e15b33d7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FairPanelRotateMutation$variables = Record<PropertyKey, never>;
export type FairPanelRotateMutation$data = {
  readonly rotateServerSeed: {
    readonly " $fragmentSpreads": FragmentRefs<"FairPanel_payload">;
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FairPanelRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RotateSeedPayload",
        "kind": "LinkedField",
        "name": "rotateServerSeed",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "FairPanel_payload",
            "selections": (v3/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FairPanelRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RotateSeedPayload",
        "kind": "LinkedField",
        "name": "rotateServerSeed",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9529adb80d666440af49ece79706cb422b40845257d66bc4ebc8a707e15b33d7",
    "metadata": {},
    "name": "FairPanelRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3a5c3254023d0b3f2ff85d0ee0f504d";

export default node;
