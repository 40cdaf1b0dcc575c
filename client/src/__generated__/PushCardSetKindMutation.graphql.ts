/**
 * @generated SignedSource<<776d4f2db93a9f0d4e023602ee413ae8>>
 * @relayHash 3600a755603c412ef497669cc1f87531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81eaa98907aace83885ef92bbaf53b2299bf1e2b9216403e32274c5de24b7493

import { ConcreteRequest } from 'relay-runtime';
export type PushCardSetKindMutation$variables = {
  enabled: boolean;
  kind: string;
};
export type PushCardSetKindMutation$data = {
  readonly setPushKind: {
    readonly devices: number;
    readonly kinds: ReadonlyArray<{
      readonly enabled: boolean;
      readonly kind: string;
    }>;
  };
};
export type PushCardSetKindMutation = {
  response: PushCardSetKindMutation$data;
  variables: PushCardSetKindMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "PushSettings",
    "kind": "LinkedField",
    "name": "setPushKind",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PushKind",
        "kind": "LinkedField",
        "name": "kinds",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PushCardSetKindMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PushCardSetKindMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "81eaa98907aace83885ef92bbaf53b2299bf1e2b9216403e32274c5de24b7493",
    "metadata": {},
    "name": "PushCardSetKindMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59937c7ed0254656f87319c66e5dd022";

export default node;
