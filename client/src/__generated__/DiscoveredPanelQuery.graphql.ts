/**
 * @generated SignedSource<<e92eec4ffd164dd710124c5bad4892d4>>
 * @relayHash 0b53432e411a32f771975c61321c8d38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 723ba01adc2d8e5f42e5f66637934168ba19ac189c5be4ac611519f6b89af46d

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type DiscoveredPanelQuery$variables = {
  caseId: string;
};
export type DiscoveredPanelQuery$data = {
  readonly discoveredBoard: {
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
export type DiscoveredPanelQuery = {
  response: DiscoveredPanelQuery$data;
  variables: DiscoveredPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
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
      }
    ],
    "concreteType": "DiscoveredBoard",
    "kind": "LinkedField",
    "name": "discoveredBoard",
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
    "name": "DiscoveredPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoveredPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "723ba01adc2d8e5f42e5f66637934168ba19ac189c5be4ac611519f6b89af46d",
    "metadata": {},
    "name": "DiscoveredPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "38f31302fd79ed4366f29307101f0555";

export default node;
