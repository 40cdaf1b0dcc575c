/**
 * @generated SignedSource<<35ddce6b089e88f1c202df02911ba1e4>>
 * @relayHash 8fa63c9dc47bf738fcde720c9597cee9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e187c3215491cf907179d71ebbf7662dc94c4cb50152db5973471d34c7e505f

import { ConcreteRequest } from 'relay-runtime';
export type DailyWatchQuery$variables = Record<PropertyKey, never>;
export type DailyWatchQuery$data = {
  readonly dailyBonus: {
    readonly available: boolean;
    readonly daysLeft: number;
    readonly lastOpenedToday: boolean;
    readonly level: number;
    readonly maxWin: string;
    readonly nextAt: string | null | undefined;
    readonly tier: number;
    readonly topupsSum: string;
  } | null | undefined;
};
export type DailyWatchQuery = {
  response: DailyWatchQuery$data;
  variables: DailyWatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DailyBonus",
    "kind": "LinkedField",
    "name": "dailyBonus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "daysLeft",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastOpenedToday",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tier",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxWin",
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
        "name": "topupsSum",
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
    "name": "DailyWatchQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DailyWatchQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2e187c3215491cf907179d71ebbf7662dc94c4cb50152db5973471d34c7e505f",
    "metadata": {},
    "name": "DailyWatchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a68f6772cc3e996b104a796dc5f3e679";

export default node;
