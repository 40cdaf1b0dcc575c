/**
 * @generated SignedSource<<8cdd3998a45582a9aee98d8a0670d9aa>>
 * @relayHash ccbd987506a61f38bb4f08a5afae3e8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e352a09f72df6320a64deeb71395c555777738180eb456a92d6c5d0e057bc804

import { ConcreteRequest } from 'relay-runtime';
export type CreatePageQuery$variables = Record<PropertyKey, never>;
export type CreatePageQuery$data = {
  readonly battleCases: ReadonlyArray<{
    readonly cases: ReadonlyArray<{
      readonly case: {
        readonly alias: string;
        readonly id: string;
        readonly image: string;
        readonly name: string;
        readonly price: string;
      };
      readonly inventoryCount: number;
    }>;
    readonly name: string;
  }>;
  readonly battleRules: {
    readonly rulesAccepted: boolean;
  };
  readonly me: {
    readonly balance: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type CreatePageQuery = {
  response: CreatePageQuery$data;
  variables: CreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BattleCaseGroup",
    "kind": "LinkedField",
    "name": "battleCases",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BattleCase",
        "kind": "LinkedField",
        "name": "cases",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inventoryCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alias",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "BattleRules",
    "kind": "LinkedField",
    "name": "battleRules",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rulesAccepted",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balance",
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
    "name": "CreatePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreatePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e352a09f72df6320a64deeb71395c555777738180eb456a92d6c5d0e057bc804",
    "metadata": {},
    "name": "CreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2255ab034dda1e95a2d47c190d527791";

export default node;
