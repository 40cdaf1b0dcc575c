/**
 * @generated SignedSource<<928f0f73bacda9d1c95f377b8c57bf59>>
 * @relayHash c88363ff93e03d1684ca4eb9e1d0ca3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8fc95de3a3c7e1c6cc4f78ccff146673225fcacdf71c30bf3938cfe1c76a802

import { ConcreteRequest } from 'relay-runtime';
export type CreatorViewQuery$variables = {
  days: number;
  page: number;
  perPage: number;
};
export type CreatorViewQuery$data = {
  readonly creatorUses: {
    readonly items: ReadonlyArray<{
      readonly deposited: string;
      readonly earned: string;
      readonly referral: {
        readonly avatar: string;
        readonly nickname: string;
      };
      readonly usedAt: string;
    }>;
    readonly page: number;
    readonly total: number;
  };
  readonly partnerCreatorHistory: ReadonlyArray<{
    readonly day: string;
    readonly deposits: string;
    readonly earnings: string;
    readonly uses: number;
  }>;
};
export type CreatorViewQuery = {
  response: CreatorViewQuery$data;
  variables: CreatorViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "perPage"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "concreteType": "PartnerCreatorDay",
    "kind": "LinkedField",
    "name": "partnerCreatorHistory",
    "plural": true,
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
        "kind": "ScalarField",
        "name": "uses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deposits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "earnings",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "perPage",
        "variableName": "perPage"
      }
    ],
    "concreteType": "CreatorUsePage",
    "kind": "LinkedField",
    "name": "creatorUses",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CreatorUse",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerReferral",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nickname",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatar",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deposited",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "earned",
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
    "name": "CreatorViewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatorViewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8fc95de3a3c7e1c6cc4f78ccff146673225fcacdf71c30bf3938cfe1c76a802",
    "metadata": {},
    "name": "CreatorViewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4da705abc794db412be6ea97acac7a60";

export default node;
