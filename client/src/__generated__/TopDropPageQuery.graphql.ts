/**
 * @generated SignedSource<<6fbc0ba99fd5013a120b2ca35deca4d6>>
 * @relayHash a3e03b5c1ab4e74e97f36c2adfe3c901
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f13acdb8a955101ed19f43d9324c81048cebd5d710e1b4709fb559263e1959f6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopDropPageQuery$variables = Record<PropertyKey, never>;
export type TopDropPageQuery$data = {
  readonly mostExpensiveWin: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TopDropCard_drop">;
  } | null | undefined;
  readonly topDrops: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TopDropCard_drop">;
  }>;
};
export type TopDropPageQuery = {
  response: TopDropPageQuery$data;
  variables: TopDropPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TopDropCard_drop"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v3 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "level",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "borderId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hoodId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "marketHashName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "stattrak",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rarity",
    "storageKey": null
  },
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
    "name": "caseAlias",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "caseName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TopDropPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedDrop",
        "kind": "LinkedField",
        "name": "mostExpensiveWin",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "FeedDrop",
        "kind": "LinkedField",
        "name": "topDrops",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "topDrops(first:20)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TopDropPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedDrop",
        "kind": "LinkedField",
        "name": "mostExpensiveWin",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "FeedDrop",
        "kind": "LinkedField",
        "name": "topDrops",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": "topDrops(first:20)"
      }
    ]
  },
  "params": {
    "id": "f13acdb8a955101ed19f43d9324c81048cebd5d710e1b4709fb559263e1959f6",
    "metadata": {},
    "name": "TopDropPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1279300285e10795077e6d678b36e7c7";

export default node;
