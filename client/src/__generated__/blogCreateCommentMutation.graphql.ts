/**
 * @generated SignedSource<<01ff0a1d853005a779df951775a0a045>>
 * @relayHash 0e718b7124a687d677a92b83926bc1fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c87a0751cb1948aef9488de200e48eb768f961cddf29a295ca893f1dc9c7778

import { ConcreteRequest } from 'relay-runtime';
export type blogCreateCommentMutation$variables = {
  body: string;
  parentId?: string | null | undefined;
  postId: string;
};
export type blogCreateCommentMutation$data = {
  readonly createBlogComment: {
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
export type blogCreateCommentMutation = {
  response: blogCreateCommentMutation$data;
  variables: blogCreateCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "body"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "body",
        "variableName": "body"
      },
      {
        "kind": "Variable",
        "name": "parentId",
        "variableName": "parentId"
      },
      {
        "kind": "Variable",
        "name": "postId",
        "variableName": "postId"
      }
    ],
    "concreteType": "BlogCommentView",
    "kind": "LinkedField",
    "name": "createBlogComment",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
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
          (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "blogCreateCommentMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "blogCreateCommentMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1c87a0751cb1948aef9488de200e48eb768f961cddf29a295ca893f1dc9c7778",
    "metadata": {},
    "name": "blogCreateCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f93cbf7ca886761ac389ee28020106ae";

export default node;
