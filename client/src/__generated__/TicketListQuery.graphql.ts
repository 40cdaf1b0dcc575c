/**
 * @generated SignedSource<<e498cca3f32a7a4bf75ab19a8e8d3db3>>
 * @relayHash a437a0c02e61d3d4035c5b030aa282ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36994ad02604cf9887b34d2d6426237db4ce1e6642239ed72b227964fe34c7c1

import { ConcreteRequest } from 'relay-runtime';
export type SupportTicketStatus = "closed" | "new" | "open" | "pending" | "solved";
export type TicketListQuery$variables = {
  search?: string | null | undefined;
};
export type TicketListQuery$data = {
  readonly supportTickets: ReadonlyArray<{
    readonly id: string;
    readonly status: SupportTicketStatus;
    readonly subject: string;
    readonly updatedAt: string;
  }>;
};
export type TicketListQuery = {
  response: TicketListQuery$data;
  variables: TicketListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "SupportTicket",
    "kind": "LinkedField",
    "name": "supportTickets",
    "plural": true,
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TicketListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36994ad02604cf9887b34d2d6426237db4ce1e6642239ed72b227964fe34c7c1",
    "metadata": {},
    "name": "TicketListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "61b15c9af9695cb0bf5d3049baca9771";

export default node;
