/**
 * @generated SignedSource<<d81dda183893fc09fddaa4fd2de32b5e>>
 * @relayHash cacf28fbce29c7975bdbd5e2a780b091
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0db556ed439f0b226e72cf69f78f93296c40ed9f4dedcf26b70013bf59a5ace7

import { ConcreteRequest } from 'relay-runtime';
export type CrystalWatchQuery$variables = Record<PropertyKey, never>;
export type CrystalWatchQuery$data = {
  readonly dailyCrystals: {
    readonly day: string;
    readonly items: ReadonlyArray<{
      readonly available: boolean;
      readonly received: boolean;
      readonly rewardType: string;
    }>;
  } | null | undefined;
};
export type CrystalWatchQuery = {
  response: CrystalWatchQuery$data;
  variables: CrystalWatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DailyCrystalList",
    "kind": "LinkedField",
    "name": "dailyCrystals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "day",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCrystalReward",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rewardType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "received",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CrystalWatchQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CrystalWatchQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0db556ed439f0b226e72cf69f78f93296c40ed9f4dedcf26b70013bf59a5ace7",
    "metadata": {},
    "name": "CrystalWatchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2a61dd9dbfc34ce409b86d6e46cc2bce";

export default node;
