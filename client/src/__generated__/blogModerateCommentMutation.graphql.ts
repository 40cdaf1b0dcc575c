/**
 * @generated SignedSource<<0ba16b488b2bae41066f240bf8a1ed9a>>
 * @relayHash dedacbc0b02481180ed87c4a16f36cac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69da68e36e6997c808eb0e348ed32e568e36c910eb2a293cd10719a6e530f50e

import { ConcreteRequest } from 'relay-runtime';
export type blogModerateCommentMutation$variables = {
  action: string;
  id: string;
};
export type blogModerateCommentMutation$data = {
  readonly moderateBlogComment: {
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
export type blogModerateCommentMutation = {
  response: blogModerateCommentMutation$data;
  variables: blogModerateCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "BlogCommentView",
    "kind": "LinkedField",
    "name": "moderateBlogComment",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "blogModerateCommentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "blogModerateCommentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "69da68e36e6997c808eb0e348ed32e568e36c910eb2a293cd10719a6e530f50e",
    "metadata": {},
    "name": "blogModerateCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b6d4bf573946d84ac8a313d13b5f41e";

export default node;
