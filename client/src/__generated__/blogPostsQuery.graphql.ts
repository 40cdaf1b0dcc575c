/**
 * @generated SignedSource<<85269b81d2e0b33d9f28923efda0297a>>
 * @relayHash 6016328ead549a5fcf20532323f6333c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b855760abea4dc028386f92e3f68659823fd976ea58ce5069e103427de7e67d

import { ConcreteRequest } from 'relay-runtime';
export type blogPostsQuery$variables = {
  category?: string | null | undefined;
  lang?: string | null | undefined;
  limit?: number | null | undefined;
  signedIn: boolean;
  skip?: number | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
};
export type blogPostsQuery$data = {
  readonly anonymousBanners?: ReadonlyArray<{
    readonly id: string;
    readonly link: string;
    readonly text: string;
    readonly title: string;
  }>;
  readonly blogBanners?: ReadonlyArray<{
    readonly id: string;
    readonly link: string;
    readonly text: string;
    readonly title: string;
  }>;
  readonly blogCategories: ReadonlyArray<{
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly blogPopularPosts: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly blogPosts: {
    readonly items: ReadonlyArray<{
      readonly category: {
        readonly slug: string;
      } | null | undefined;
      readonly coverImage: string;
      readonly id: string;
      readonly publishedAt: string | null | undefined;
      readonly slug: string;
      readonly summary: string;
      readonly tags: ReadonlyArray<{
        readonly name: string;
        readonly slug: string;
      }> | null | undefined;
      readonly title: string;
    }>;
    readonly totalCount: number;
  };
  readonly blogTags: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
};
export type blogPostsQuery = {
  response: blogPostsQuery$data;
  variables: blogPostsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lang"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedIn"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tags"
},
v6 = {
  "kind": "Variable",
  "name": "lang",
  "variableName": "lang"
},
v7 = [
  {
    "kind": "Variable",
    "name": "category",
    "variableName": "category"
  },
  (v6/*:: as any*/),
  {
    "kind": "Variable",
    "name": "limit",
    "variableName": "limit"
  },
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "skip"
  },
  {
    "kind": "Variable",
    "name": "tags",
    "variableName": "tags"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coverImage",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = [
  (v10/*:: as any*/),
  (v15/*:: as any*/)
],
v17 = [
  (v6/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "BlogCategory",
  "kind": "LinkedField",
  "name": "blogCategories",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v17/*:: as any*/),
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": (v17/*:: as any*/),
  "concreteType": "BlogPost",
  "kind": "LinkedField",
  "name": "blogPopularPosts",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v20 = [
  (v6/*:: as any*/),
  {
    "kind": "Literal",
    "name": "placeType",
    "value": "blog_list"
  }
],
v21 = [
  (v9/*:: as any*/),
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "link",
    "storageKey": null
  }
],
v22 = {
  "condition": "signedIn",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": (v20/*:: as any*/),
      "concreteType": "BlogBanner",
      "kind": "LinkedField",
      "name": "blogBanners",
      "plural": true,
      "selections": (v21/*:: as any*/),
      "storageKey": null
    }
  ]
},
v23 = {
  "condition": "signedIn",
  "kind": "Condition",
  "passingValue": false,
  "selections": [
    {
      "alias": "anonymousBanners",
      "args": (v20/*:: as any*/),
      "concreteType": "BlogBanner",
      "kind": "LinkedField",
      "name": "blogBanners",
      "plural": true,
      "selections": (v21/*:: as any*/),
      "storageKey": null
    }
  ]
},
v24 = [
  (v10/*:: as any*/),
  (v15/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "blogPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "BlogPostPage",
        "kind": "LinkedField",
        "name": "blogPosts",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogPost",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogTag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v18/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogTag",
        "kind": "LinkedField",
        "name": "blogTags",
        "plural": true,
        "selections": (v16/*:: as any*/),
        "storageKey": null
      },
      (v19/*:: as any*/),
      (v22/*:: as any*/),
      (v23/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "blogPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "BlogPostPage",
        "kind": "LinkedField",
        "name": "blogPosts",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogPost",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogTag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v18/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogTag",
        "kind": "LinkedField",
        "name": "blogTags",
        "plural": true,
        "selections": (v24/*:: as any*/),
        "storageKey": null
      },
      (v19/*:: as any*/),
      (v22/*:: as any*/),
      (v23/*:: as any*/)
    ]
  },
  "params": {
    "id": "7b855760abea4dc028386f92e3f68659823fd976ea58ce5069e103427de7e67d",
    "metadata": {},
    "name": "blogPostsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6e3da3ba55934cd2d32a5996b7f119a";

export default node;
