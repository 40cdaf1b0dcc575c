/**
 * @generated SignedSource<<b3d6cbf3589d32035ab72835dfa292a5>>
 * @relayHash a5b02b5314dc38ac90dd03e9ede75ef2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6f31ace2b7ef983a61a6ba9ab40ce400fb469ba39f980bb39d7fdb412b314f8

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type DiscoveredPanelSelectMutation$variables = {
  caseId: string;
  index: number;
};
export type DiscoveredPanelSelectMutation$data = {
  readonly selectDiscoveredSlot: {
    readonly commitment: string;
    readonly nonce: number;
    readonly revealed: ReadonlyArray<{
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly price: string;
      readonly rarity: ItemRarity;
    }> | null | undefined;
    readonly salt: string | null | undefined;
    readonly selected: number | null | undefined;
    readonly slots: number;
  };
};
export type DiscoveredPanelSelectMutation = {
  response: DiscoveredPanelSelectMutation$data;
  variables: DiscoveredPanelSelectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "index"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      },
      {
        "kind": "Variable",
        "name": "index",
        "variableName": "index"
      }
    ],
    "concreteType": "DiscoveredBoard",
    "kind": "LinkedField",
    "name": "selectDiscoveredSlot",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slots",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commitment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "selected",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nonce",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "salt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Item",
        "kind": "LinkedField",
        "name": "revealed",
        "plural": true,
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
            "name": "marketHashName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rarity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
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
    "name": "DiscoveredPanelSelectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoveredPanelSelectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6f31ace2b7ef983a61a6ba9ab40ce400fb469ba39f980bb39d7fdb412b314f8",
    "metadata": {},
    "name": "DiscoveredPanelSelectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ce475d50db8a63279ca3a0ad9a66701";

export default node;
