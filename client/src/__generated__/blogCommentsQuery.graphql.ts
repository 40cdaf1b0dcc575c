/**
 * @generated SignedSource<<1ecdc3f66220e9c09c24503ec9658b39>>
 * @relayHash 3b65841981dcd538ea524e6569c0af4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2755032d817ab48cff011611e191193a62c2807a72f8d2c376b597fabed633b4

import { ConcreteRequest } from 'relay-runtime';
export type blogCommentsQuery$variables = {
  postId: string;
  signedIn: boolean;
};
export type blogCommentsQuery$data = {
  readonly blogComments: {
    readonly items: ReadonlyArray<{
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
    }>;
    readonly totalCount: number;
  };
  readonly blogPendingComments?: ReadonlyArray<{
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
  }>;
};
export type blogCommentsQuery = {
  response: blogCommentsQuery$data;
  variables: blogCommentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "kind": "Variable",
  "name": "postId",
  "variableName": "postId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "page",
        "value": 1
      },
      (v1/*:: as any*/)
    ],
    "concreteType": "BlogCommentPage",
    "kind": "LinkedField",
    "name": "blogComments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogCommentView",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "signedIn",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/)
        ],
        "concreteType": "BlogCommentView",
        "kind": "LinkedField",
        "name": "blogPendingComments",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "blogCommentsQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blogCommentsQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "2755032d817ab48cff011611e191193a62c2807a72f8d2c376b597fabed633b4",
    "metadata": {},
    "name": "blogCommentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57791bcdd5914d9cabfd3542c473389a";

export default node;
