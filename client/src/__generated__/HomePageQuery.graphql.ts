/**
 * @generated SignedSource<<8944e0d2ed6cdfa584683b290790edb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly caseGroups: ReadonlyArray<{
    readonly cases: ReadonlyArray<{
      readonly alias: string;
      readonly enabled: boolean;
      readonly id: string;
      readonly image: string;
      readonly name: string;
      readonly price: string;
    }> | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly navIndex: number;
  }>;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CaseGroup",
    "kind": "LinkedField",
    "name": "caseGroups",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "navIndex",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "cases",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alias",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "80b063b4eacea97434ae495a99fc8aa2",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery {\n  caseGroups {\n    id\n    name\n    navIndex\n    cases {\n      id\n      alias\n      name\n      image\n      price\n      enabled\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c433df594ee795438ce4038dee6d626";

export default node;
