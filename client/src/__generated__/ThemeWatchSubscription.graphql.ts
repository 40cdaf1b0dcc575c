/**
 * @generated SignedSource<<f108a059e3c074bc40f5b85f25dfc30c>>
 * @relayHash fcea29dc7ea48b1fcaec48068ab12701
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fe9d882dea6c8f27fe2e5c8292e4faa0dcd242d161ed085f95220d346db8505

import { ConcreteRequest } from 'relay-runtime';
export type ThemeWatchSubscription$variables = Record<PropertyKey, never>;
export type ThemeWatchSubscription$data = {
  readonly siteEventsChanged: {
    readonly events: ReadonlyArray<{
      readonly eventId: number;
      readonly finishAt: string;
      readonly name: string;
      readonly type: string;
    }>;
    readonly theme: string;
  };
};
export type ThemeWatchSubscription = {
  response: ThemeWatchSubscription$data;
  variables: ThemeWatchSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteEvents",
    "kind": "LinkedField",
    "name": "siteEventsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "theme",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteEvent",
        "kind": "LinkedField",
        "name": "events",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventId",
            "storageKey": null
          },
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finishAt",
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
    "name": "ThemeWatchSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThemeWatchSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2fe9d882dea6c8f27fe2e5c8292e4faa0dcd242d161ed085f95220d346db8505",
    "metadata": {},
    "name": "ThemeWatchSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2662fb17461d6a494ebae986fbefb47f";

export default node;
