/**
 * @generated SignedSource<<6651a5e4aa3b9006f8354408203b7a59>>
 * @relayHash f73e5cad4eb972961bd519a9fd7945d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51654523aa13b20c273b63882754c266ba2da4474c085f3abd693e91b8a5d784

import { ConcreteRequest } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
export type VerifyRollInput = {
  caseAlias?: string | null | undefined;
  caseRevision?: number | null | undefined;
  clientSeed: string;
  cursor?: number | null | undefined;
  nonce: number;
  pinata?: string | null | undefined;
  roll?: string | null | undefined;
  serverSeed: string;
  warehouse?: string | null | undefined;
};
export type FairPageQuery$variables = {
  input: VerifyRollInput;
};
export type FairPageQuery$data = {
  readonly verifyRoll: {
    readonly item: {
      readonly id: string;
      readonly image: string;
      readonly marketHashName: string;
      readonly price: string;
      readonly rarity: ItemRarity;
    } | null | undefined;
    readonly roll: number;
    readonly serverSeedHash: string;
    readonly ticket: number | null | undefined;
    readonly totalWeight: number | null | undefined;
    readonly upgradeTicket: number;
  };
};
export type FairPageQuery = {
  response: FairPageQuery$data;
  variables: FairPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VerifyRollResult",
    "kind": "LinkedField",
    "name": "verifyRoll",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roll",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverSeedHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ticket",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalWeight",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upgradeTicket",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Item",
        "kind": "LinkedField",
        "name": "item",
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
    "name": "FairPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "51654523aa13b20c273b63882754c266ba2da4474c085f3abd693e91b8a5d784",
    "metadata": {},
    "name": "FairPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18e86c28264e7e55ca8e589715d6dd4e";

export default node;
