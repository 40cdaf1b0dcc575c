/**
 * @generated SignedSource<<25e810cca26d7916d4c9f2bd2d208e44>>
 * @relayHash da8209e1c0e866ac1fbc9ff18c8236ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0943435972773a889a2820d1b415a7703a1924f87ec46c0843a272e8028e1f55

import { ConcreteRequest } from 'relay-runtime';
export type SupportTicketStatus = "closed" | "new" | "open" | "pending" | "solved";
export type ThreadSubscription$variables = Record<PropertyKey, never>;
export type ThreadSubscription$data = {
  readonly supportTicketChanged: {
    readonly comment: {
      readonly id: string;
    } | null | undefined;
    readonly ticket: {
      readonly id: string;
      readonly status: SupportTicketStatus;
    };
  };
};
export type ThreadSubscription = {
  response: ThreadSubscription$data;
  variables: ThreadSubscription$variables;
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportComment",
        "kind": "LinkedField",
        "name": "comment",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "ThreadSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThreadSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0943435972773a889a2820d1b415a7703a1924f87ec46c0843a272e8028e1f55",
    "metadata": {},
    "name": "ThreadSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b376036524d6f1b60806a69eb63ae4ff";

export default node;
