/**
 * @generated SignedSource<<3612ac92c688771090d3e6fbb7a3b800>>
 * @relayHash c2d2ae3f5eb8fb081c0fd175f44a3f6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2f1cc661734417c4af143cda92a94ed05e602845273ff8e51befd7b39923a08

import { ConcreteRequest } from 'relay-runtime';
export type blogRemoveReactionMutation$variables = {
  commentId: string;
  type: string;
};
export type blogRemoveReactionMutation$data = {
  readonly removeBlogReaction: {
    readonly author: {
      readonly avatar: string;
      readonly id: string;
      readonly nickname: string;
    };
    readonly body: string;
    readonly createdAt: string;
    readonly id: string;
    readonly mine: boolean;
    readonly parentID: string | null | undefined;
    readonly postID: string;
    readonly published: boolean;
    readonly reactions: ReadonlyArray<{
      readonly count: number;
      readonly isAdded: boolean;
      readonly type: string;
    }>;
    readonly reactionsCount: number;
    readonly reactionsIsAdded: boolean;
  };
};
export type blogRemoveReactionMutation = {
  response: blogRemoveReactionMutation$data;
  variables: blogRemoveReactionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "commentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
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
    "args": [
      {
        "kind": "Variable",
        "name": "commentId",
        "variableName": "commentId"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "BlogCommentView",
    "kind": "LinkedField",
    "name": "removeBlogReaction",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postID",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parentID",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "body",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "published",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reactionsCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reactionsIsAdded",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogReactionCount",
        "kind": "LinkedField",
        "name": "reactions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdded",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogCommentAuthor",
        "kind": "LinkedField",
        "name": "author",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
        "name": "mine",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "blogRemoveReactionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blogRemoveReactionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c2f1cc661734417c4af143cda92a94ed05e602845273ff8e51befd7b39923a08",
    "metadata": {},
    "name": "blogRemoveReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "68f3a72b4a18e9764cb3cfd6219d0ca1";

export default node;
