/**
 * @generated SignedSource<<fd629fe0455f1f3a9cd89b4c978dabf3>>
 * @relayHash 436d5082a1edbe04e31f7236847fa74a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5e5b08683ce18e9b6a516abd7178dc01c01e0314bb119cfd839009f468af231

import { ConcreteRequest } from 'relay-runtime';
export type blogPostQuery$variables = {
  lang?: string | null | undefined;
  slug: string;
};
export type blogPostQuery$data = {
  readonly blogBanners: ReadonlyArray<{
    readonly id: string;
    readonly link: string;
    readonly text: string;
    readonly title: string;
  }>;
  readonly blogPost: {
    readonly bodyHTML: string;
    readonly coverImage: string;
    readonly id: string;
    readonly lang: string;
    readonly publishedAt: string | null | undefined;
    readonly slug: string;
    readonly summary: string;
    readonly tags: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }> | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type blogPostQuery = {
  response: blogPostQuery$data;
  variables: blogPostQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lang"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "kind": "Variable",
  "name": "lang",
  "variableName": "lang"
},
v2 = [
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lang",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyHTML",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coverImage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/),
    {
      "kind": "Literal",
      "name": "placeType",
      "value": "blog_post"
    }
  ],
  "concreteType": "BlogBanner",
  "kind": "LinkedField",
  "name": "blogBanners",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v6/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "blogPostQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogTag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blogPostQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogTag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v11/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "f5e5b08683ce18e9b6a516abd7178dc01c01e0314bb119cfd839009f468af231",
    "metadata": {},
    "name": "blogPostQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "669a76e84a708ba8d9a9a8a80228fa0f";

export default node;
