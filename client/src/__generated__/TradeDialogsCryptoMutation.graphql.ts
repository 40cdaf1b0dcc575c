/**
 * @generated SignedSource<<ed7ab3f45ffdf78aceaef105efb54edc>>
 * @relayHash 3fde53e8885cd758ead0411c008f6fe2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f75b3635e435cc50c2bd52be644a5658503661edc16a27f98647db0022ddcf9c

import { ConcreteRequest } from 'relay-runtime';
export type TradeDialogsCryptoMutation$variables = {
  id: string;
  type: string;
  wallet: string;
};
export type TradeDialogsCryptoMutation$data = {
  readonly withdrawDropCrypto: {
    readonly dropId: string;
    readonly id: string;
    readonly kind: string;
    readonly state: string;
  };
};
export type TradeDialogsCryptoMutation = {
  response: TradeDialogsCryptoMutation$data;
  variables: TradeDialogsCryptoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "wallet"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      },
      {
        "kind": "Variable",
        "name": "wallet",
        "variableName": "wallet"
      }
    ],
    "concreteType": "TradeState",
    "kind": "LinkedField",
    "name": "withdrawDropCrypto",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TradeDialogsCryptoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TradeDialogsCryptoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f75b3635e435cc50c2bd52be644a5658503661edc16a27f98647db0022ddcf9c",
    "metadata": {},
    "name": "TradeDialogsCryptoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ed87e4fb1bb0cc7007ccb1ac11db1154";

export default node;
