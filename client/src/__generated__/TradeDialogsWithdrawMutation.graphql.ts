/**
 * @generated SignedSource<<ccecdb76a9a1e13872787912b5934525>>
 * @relayHash ab46af791d4ecef98f67ec5d5be589de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf20efd8ae89c48c065332ee7051ae2b8b0b167edf22b7c3956e3286c374d18f

import { ConcreteRequest } from 'relay-runtime';
export type TradeDialogsWithdrawMutation$variables = {
  deferred?: boolean | null | undefined;
  id: string;
};
export type TradeDialogsWithdrawMutation$data = {
  readonly withdrawDrop: {
    readonly dropId: string;
    readonly id: string;
    readonly kind: string;
    readonly state: string;
  };
};
export type TradeDialogsWithdrawMutation = {
  response: TradeDialogsWithdrawMutation$data;
  variables: TradeDialogsWithdrawMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deferred"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "deferred",
        "variableName": "deferred"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "TradeState",
    "kind": "LinkedField",
    "name": "withdrawDrop",
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
        "name": "dropId",
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
        "name": "kind",
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
    "name": "TradeDialogsWithdrawMutation",
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
    "name": "TradeDialogsWithdrawMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bf20efd8ae89c48c065332ee7051ae2b8b0b167edf22b7c3956e3286c374d18f",
    "metadata": {},
    "name": "TradeDialogsWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cfe728c41a47c4f7bd92b7f392e37fb0";

export default node;
