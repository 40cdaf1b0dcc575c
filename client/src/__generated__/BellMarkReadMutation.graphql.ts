/**
 * @generated SignedSource<<0dbfd523262496f695d95bd9fa6d2688>>
 * @relayHash 36809dfd08fb167ff977c0e5f4ff5511
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb340758009b1f16d51496f926138409dae7b0f6c9d1b08b7b9596eb705789bb

import { ConcreteRequest } from 'relay-runtime';
export type BellMarkReadMutation$variables = {
  all?: boolean | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
};
export type BellMarkReadMutation$data = {
  readonly markNotificationsRead: number;
};
export type BellMarkReadMutation = {
  response: BellMarkReadMutation$data;
  variables: BellMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "all",
        "variableName": "all"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ScalarField",
    "name": "markNotificationsRead",
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
    "name": "BellMarkReadMutation",
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
    "name": "BellMarkReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cb340758009b1f16d51496f926138409dae7b0f6c9d1b08b7b9596eb705789bb",
    "metadata": {},
    "name": "BellMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6499e49a6319c107d564a62ed23f000";

export default node;
