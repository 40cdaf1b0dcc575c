/**
 * @generated SignedSource<<7f2bb5d78f6f25c79a397b0c61c26a20>>
 * @relayHash 109f40f147b24baabf632880867aab75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d4360c272e52846022c10c26a8d24609877dd329e0fe600b73fa8ee128f51fe

import { ConcreteRequest } from 'relay-runtime';
export type TweetPublishMutation$variables = Record<PropertyKey, never>;
export type TweetPublishMutation$data = {
  readonly publishTweet: {
    readonly email: {
      readonly address: string | null | undefined;
      readonly confirmedAt: string | null | undefined;
      readonly status: string;
    };
    readonly nextTweetAt: string | null | undefined;
    readonly phone: {
      readonly attemptsLeft: number;
      readonly codeExpiresAt: string | null | undefined;
      readonly masked: string | null | undefined;
      readonly resendAt: string | null | undefined;
      readonly status: string;
    };
    readonly rewards: ReadonlyArray<{
      readonly available: boolean;
      readonly crystals: number;
      readonly kind: string;
      readonly received: boolean;
    }>;
    readonly services: ReadonlyArray<{
      readonly available: boolean;
      readonly connected: boolean;
      readonly connectedAt: string | null | undefined;
      readonly service: string;
      readonly username: string | null | undefined;
    }>;
    readonly tweetedAt: string | null | undefined;
  };
};
export type TweetPublishMutation = {
  response: TweetPublishMutation$data;
  variables: TweetPublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Socials",
    "kind": "LinkedField",
    "name": "publishTweet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialEmail",
        "kind": "LinkedField",
        "name": "email",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialPhone",
        "kind": "LinkedField",
        "name": "phone",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "masked",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "codeExpiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resendAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attemptsLeft",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialService",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "service",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialReward",
        "kind": "LinkedField",
        "name": "rewards",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crystals",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "received",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tweetedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextTweetAt",
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
    "name": "TweetPublishMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TweetPublishMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5d4360c272e52846022c10c26a8d24609877dd329e0fe600b73fa8ee128f51fe",
    "metadata": {},
    "name": "TweetPublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4b5472d79977135163eb49de79316d5";

export default node;
