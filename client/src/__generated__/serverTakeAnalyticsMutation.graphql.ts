/**
 * @generated SignedSource<<1ca5dab469b999db311325ba3b9e2cc1>>
 * @relayHash d28295410b51246c74cc4ab48cf74993
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08b726173416c4cdb6a2ae65555491831eb74ef68e7d49f124af932c7e5911d8

import { ConcreteRequest } from 'relay-runtime';
export type serverTakeAnalyticsMutation$variables = Record<PropertyKey, never>;
export type serverTakeAnalyticsMutation$data = {
  readonly takeAnalytics: {
    readonly bing: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly fbq: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly ga4: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly mgid: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly outbrain: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly snap: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
    readonly taboola: ReadonlyArray<{
      readonly event: string;
      readonly params: {
        readonly amount: string | null | undefined;
        readonly currency: string | null | undefined;
        readonly method: string | null | undefined;
        readonly serialNumber: number | null | undefined;
        readonly transactionId: string | null | undefined;
        readonly userId: number;
      };
    }>;
  };
};
export type serverTakeAnalyticsMutation = {
  response: serverTakeAnalyticsMutation$data;
  variables: serverTakeAnalyticsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "event",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TrackedParams",
    "kind": "LinkedField",
    "name": "params",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "transactionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "method",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currency",
        "storageKey": null
      },
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
        "name": "serialNumber",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Analytics",
    "kind": "LinkedField",
    "name": "takeAnalytics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "ga4",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "fbq",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "snap",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "outbrain",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "taboola",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "mgid",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsEntry",
        "kind": "LinkedField",
        "name": "bing",
        "plural": true,
        "selections": (v0/*:: as any*/),
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
    "name": "serverTakeAnalyticsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "serverTakeAnalyticsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "08b726173416c4cdb6a2ae65555491831eb74ef68e7d49f124af932c7e5911d8",
    "metadata": {},
    "name": "serverTakeAnalyticsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe80d870feef64cd246a8843265e6e7f";

export default node;
