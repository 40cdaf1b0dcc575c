/**
 * @generated SignedSource<<c735d066483df36d91d696d5ce54185f>>
 * @relayHash db353d9edb7739b4e0a42b362a39945a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2563ab56dc3bff2dc7aca997aa85f8752470ac5404049cddda82f04a16ca9d1

import { ConcreteRequest } from 'relay-runtime';
export type RematchState = "accepted" | "created" | "declined" | "expired";
export type RematchPanelCreateMutation$variables = {
  oldBattleId: string;
};
export type RematchPanelCreateMutation$data = {
  readonly createRematch: {
    readonly acceptedIds: ReadonlyArray<string>;
    readonly id: string;
    readonly newBattleId: string | null | undefined;
    readonly remainingMs: number;
    readonly state: RematchState;
  };
};
export type RematchPanelCreateMutation = {
  response: RematchPanelCreateMutation$data;
  variables: RematchPanelCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "oldBattleId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "oldBattleId",
        "variableName": "oldBattleId"
      }
    ],
    "concreteType": "Rematch",
    "kind": "LinkedField",
    "name": "createRematch",
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
        "name": "acceptedIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newBattleId",
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
    "name": "RematchPanelCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RematchPanelCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2563ab56dc3bff2dc7aca997aa85f8752470ac5404049cddda82f04a16ca9d1",
    "metadata": {},
    "name": "RematchPanelCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71eebd84994fab38d1bf176c9b45df9f";

export default node;
