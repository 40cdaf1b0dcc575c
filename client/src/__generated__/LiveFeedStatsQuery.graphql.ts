/**
 * @generated SignedSource<<16be8a2c2b8c10f29d8e55f0523759b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveFeedStatsQuery$variables = Record<PropertyKey, never>;
export type LiveFeedStatsQuery$data = {
  readonly liveStats: {
    readonly casesOpened: number;
    readonly casesOpenedToday: number;
    readonly covert: number;
    readonly rare: number;
  };
};
export type LiveFeedStatsQuery = {
  response: LiveFeedStatsQuery$data;
  variables: LiveFeedStatsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LiveStats",
    "kind": "LinkedField",
    "name": "liveStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "casesOpened",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "casesOpenedToday",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "covert",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rare",
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
    "name": "LiveFeedStatsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveFeedStatsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "037bc6215778b3a03a6586bd23052ae6",
    "id": null,
    "metadata": {},
    "name": "LiveFeedStatsQuery",
    "operationKind": "query",
    "text": "query LiveFeedStatsQuery {\n  liveStats {\n    casesOpened\n    casesOpenedToday\n    covert\n    rare\n  }\n}\n"
  }
};
})();

(node as any).hash = "a78f99a8df0f9fe14512cdffa94878f2";

export default node;
