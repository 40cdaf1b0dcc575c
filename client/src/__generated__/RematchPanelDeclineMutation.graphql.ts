/**
 * @generated SignedSource<<6977f872be14ad856437b7345c032c7a>>
 * @relayHash 44f7362b4e9bc7792fe082d12bc9c7b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d843dfb28c9985c420a8c403421f401505bdf563caee2f1bfbbb2d7bd5c006f

import { ConcreteRequest } from 'relay-runtime';
export type RematchState = "accepted" | "created" | "declined" | "expired";
export type RematchPanelDeclineMutation$variables = {
  rematchId: string;
};
export type RematchPanelDeclineMutation$data = {
  readonly declineRematch: {
    readonly declinedBy: string | null | undefined;
    readonly id: string;
    readonly remainingMs: number;
    readonly state: RematchState;
  };
};
export type RematchPanelDeclineMutation = {
  response: RematchPanelDeclineMutation$data;
  variables: RematchPanelDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rematchId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "rematchId",
        "variableName": "rematchId"
      }
    ],
    "concreteType": "Rematch",
    "kind": "LinkedField",
    "name": "declineRematch",
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
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remainingMs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "declinedBy",
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
    "name": "RematchPanelDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RematchPanelDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1d843dfb28c9985c420a8c403421f401505bdf563caee2f1bfbbb2d7bd5c006f",
    "metadata": {},
    "name": "RematchPanelDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "241c8d2fbb2c72f3f9e3b252b8450e62";

export default node;
