/**
 * @generated SignedSource<<f7667c59a3104b0b4b3d3cb8cc6d143a>>
 * @relayHash cc108b93a4c2e77ccfb2df72aa28a10d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d17cdd74681917131a19f0d0a88eeadc2c192509fb16a404a43b7ae0fc83fde

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type TradeDialogsVariantsQuery$variables = {
  id: string;
};
export type TradeDialogsVariantsQuery$data = {
  readonly swapVariants: ReadonlyArray<{
    readonly id: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
  }>;
};
export type TradeDialogsVariantsQuery = {
  response: TradeDialogsVariantsQuery$data;
  variables: TradeDialogsVariantsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "Item",
    "kind": "LinkedField",
    "name": "swapVariants",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TradeDialogsVariantsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TradeDialogsVariantsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9d17cdd74681917131a19f0d0a88eeadc2c192509fb16a404a43b7ae0fc83fde",
    "metadata": {},
    "name": "TradeDialogsVariantsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a902048a4ab6207b2bebc3a0314abc56";

export default node;
