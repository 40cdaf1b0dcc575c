/**
 * @generated SignedSource<<bb57493b09f98c59be9ddc6f656dca8a>>
 * @relayHash 81738d8a04180bd4127b5473f595f7f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76c187e497ca836a3e98102a80a0e0a117a4b6f1d123c51a34cdbdc9cede97fe

import { ConcreteRequest } from 'relay-runtime';
export type blogDeleteCommentMutation$variables = {
  commentId: string;
};
export type blogDeleteCommentMutation$data = {
  readonly deleteBlogComment: boolean;
};
export type blogDeleteCommentMutation = {
  response: blogDeleteCommentMutation$data;
  variables: blogDeleteCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "commentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "commentId",
        "variableName": "commentId"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteBlogComment",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "blogDeleteCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blogDeleteCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "76c187e497ca836a3e98102a80a0e0a117a4b6f1d123c51a34cdbdc9cede97fe",
    "metadata": {},
    "name": "blogDeleteCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a033e4594657ce14f3edb53cfad75941";

export default node;
