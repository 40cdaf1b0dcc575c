/**
 * @generated SignedSource<<83622633c35915c57a89b68f29a0f6ea>>
 * @relayHash 48d30fcde8bc4de3a7949bb5693ffeb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 265edd939b65e04e1f1134d70e4ec4f333e642528842a1d23e21c4fd9b577948

import { ConcreteRequest } from 'relay-runtime';
export type blogAddReactionMutation$variables = {
  commentId: string;
  type: string;
};
export type blogAddReactionMutation$data = {
  readonly addBlogReaction: {
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
export type blogAddReactionMutation = {
  response: blogAddReactionMutation$data;
  variables: blogAddReactionMutation$variables;
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
    "name": "addBlogReaction",
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
    "name": "blogAddReactionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blogAddReactionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "265edd939b65e04e1f1134d70e4ec4f333e642528842a1d23e21c4fd9b577948",
    "metadata": {},
    "name": "blogAddReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64db4dbdf27d2e768fa00554c0b1cda9";

export default node;
