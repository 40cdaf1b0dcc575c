/**
 * @generated SignedSource<<6185f273b6adba5bed05541ff58edc33>>
 * @relayHash 4c81fcdb911a288da5c44744d9446314
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c60734ab75c56e88b54f009b23611c5c72679b318f4d57bf464e6648171a005

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type ItemPageQuery$variables = {
  staticName: string;
};
export type ItemPageQuery$data = {
  readonly itemVariants: ReadonlyArray<{
    readonly exterior: string;
    readonly id: string;
    readonly image: string;
    readonly marketHashName: string;
    readonly price: string;
    readonly rarity: ItemRarity;
    readonly stattrak: boolean;
  }>;
};
export type ItemPageQuery = {
  response: ItemPageQuery$data;
  variables: ItemPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "staticName"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "staticName",
        "variableName": "staticName"
      }
    ],
    "concreteType": "Item",
    "kind": "LinkedField",
    "name": "itemVariants",
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
        "name": "exterior",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stattrak",
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
        "name": "price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "image",
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
    "name": "ItemPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ItemPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c60734ab75c56e88b54f009b23611c5c72679b318f4d57bf464e6648171a005",
    "metadata": {},
    "name": "ItemPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "38ac0a1b910b7b5fdbdbb6fb70366d3e";

export default node;
