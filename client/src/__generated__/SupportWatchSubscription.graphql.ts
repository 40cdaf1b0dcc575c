/**
 * @generated SignedSource<<de38bb1ce393aa5b770d027f40391a49>>
 * @relayHash 3e981429bd999b31c78e428360dc016f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab10de5fc8f89e74dc0f4f91a7db54be83954cb5e8a491ea32e60360d462f678

import { ConcreteRequest } from 'relay-runtime';
export type SupportTicketStatus = "closed" | "new" | "open" | "pending" | "solved";
export type SupportWatchSubscription$variables = Record<PropertyKey, never>;
export type SupportWatchSubscription$data = {
  readonly supportTicketChanged: {
    readonly ticket: {
      readonly id: string;
      readonly status: SupportTicketStatus;
      readonly subject: string;
    };
  };
};
export type SupportWatchSubscription = {
  response: SupportWatchSubscription$data;
  variables: SupportWatchSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportTicketChange",
    "kind": "LinkedField",
    "name": "supportTicketChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportTicket",
        "kind": "LinkedField",
        "name": "ticket",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "SupportWatchSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportWatchSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ab10de5fc8f89e74dc0f4f91a7db54be83954cb5e8a491ea32e60360d462f678",
    "metadata": {},
    "name": "SupportWatchSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "190bfd6d7e2b1cc4a033d7fa8043f957";

export default node;
