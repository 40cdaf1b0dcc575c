/**
 * @generated SignedSource<<6209c31df16278fcf975f7c974e3d0c6>>
 * @relayHash a27fdbfe297a66fe68ba63f072730d5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a59376d615ddc2b60aa58115c754b1a16dff676aca1ea4c25d4537d613489d86

import { ConcreteRequest } from 'relay-runtime';
export type DailyWatchSubscription$variables = Record<PropertyKey, never>;
export type DailyWatchSubscription$data = {
  readonly dailyBonusChanged: {
    readonly available: boolean;
    readonly daysLeft: number;
    readonly lastOpenedToday: boolean;
    readonly level: number;
    readonly maxWin: string;
    readonly nextAt: string | null | undefined;
    readonly tier: number;
    readonly topupsSum: string;
  };
};
export type DailyWatchSubscription = {
  response: DailyWatchSubscription$data;
  variables: DailyWatchSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DailyBonus",
    "kind": "LinkedField",
    "name": "dailyBonusChanged",
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
    "name": "DailyWatchSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DailyWatchSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a59376d615ddc2b60aa58115c754b1a16dff676aca1ea4c25d4537d613489d86",
    "metadata": {},
    "name": "DailyWatchSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9c1704f97827310009cb491b9d9d61c3";

export default node;
