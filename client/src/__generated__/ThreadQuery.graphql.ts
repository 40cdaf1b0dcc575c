/**
 * @generated SignedSource<<b3753f1ab00d3b6bbf182e72417a0e8f>>
 * @relayHash d01d15b14b23d99b9dc9edb9b0cc6e8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3ab30617bdb4d831dce6185003b7a37ce73ba97fc34dc4adad2eb03fdc8d637

import { ConcreteRequest } from 'relay-runtime';
export type SupportTicketStatus = "closed" | "new" | "open" | "pending" | "solved";
export type ThreadQuery$variables = {
  id: string;
};
export type ThreadQuery$data = {
  readonly supportTicket: {
    readonly comments: ReadonlyArray<{
      readonly attachments: ReadonlyArray<{
        readonly contentType: string;
        readonly id: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly body: string;
      readonly createdAt: string;
      readonly id: string;
      readonly isStaff: boolean;
    }>;
    readonly id: string;
    readonly status: SupportTicketStatus;
    readonly subject: string;
  } | null | undefined;
};
export type ThreadQuery = {
  response: ThreadQuery$data;
  variables: ThreadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SupportTicket",
    "kind": "LinkedField",
    "name": "supportTicket",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
        "concreteType": "SupportComment",
        "kind": "LinkedField",
        "name": "comments",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isStaff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportAttachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "contentType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ThreadQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThreadQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a3ab30617bdb4d831dce6185003b7a37ce73ba97fc34dc4adad2eb03fdc8d637",
    "metadata": {},
    "name": "ThreadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "30709ee55d6c5e6443264b95cde781dc";

export default node;
