/**
 * @generated SignedSource<<d3f1ca7c70fcde75b15bd417ab4bf9a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type blogComment$data = {
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
export type blogComment$key = {
  readonly " $data"?: blogComment$data;
  readonly " $fragmentSpreads": FragmentRefs<"blogComment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "mask": false
  },
  "name": "blogComment",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "BlogCommentView",
  "abstractKey": null
};
})();

(node as any).hash = "deeb18d31a55f54741964b9f5e43c91e";

export default node;
