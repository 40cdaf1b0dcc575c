/**
 * @generated SignedSource<<d622a65982a2a3778b7b6239430c5416>>
 * @relayHash 12fa7ea8b88a7ea5d0636c946babf929
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c7688230eb9a01a4376ce8fc9441dbf463d0fbe6e4b5e7e744c4dfd59ecc09b

import { ConcreteRequest } from 'relay-runtime';
export type DailyCrystalReceiveMutation$variables = {
  rewardType: string;
};
export type DailyCrystalReceiveMutation$data = {
  readonly receiveDailyCrystal: {
    readonly user: {
      readonly crystals: number | null | undefined;
      readonly id: string;
    };
  };
};
export type DailyCrystalReceiveMutation = {
  response: DailyCrystalReceiveMutation$data;
  variables: DailyCrystalReceiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rewardType"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "rewardType",
        "variableName": "rewardType"
      }
    ],
    "concreteType": "DailyCrystalReceivePayload",
    "kind": "LinkedField",
    "name": "receiveDailyCrystal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "crystals",
            "storageKey": null
          }
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
    "name": "DailyCrystalReceiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DailyCrystalReceiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c7688230eb9a01a4376ce8fc9441dbf463d0fbe6e4b5e7e744c4dfd59ecc09b",
    "metadata": {},
    "name": "DailyCrystalReceiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1db852985f446c59cac08e8ac430bc51";

export default node;
