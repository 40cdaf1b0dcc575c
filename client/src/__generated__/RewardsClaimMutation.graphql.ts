/**
 * @generated SignedSource<<2e6f7b3e2167e4052cd693b57cfc8395>>
 * @relayHash 84dde46329c6a2434ecbe2859af0eeb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39f373ae31812f6a099d2032b2d03e5d0516dc2f040e9d8e10ae85ad7e1fabd8

import { ConcreteRequest } from 'relay-runtime';
export type RewardsClaimMutation$variables = {
  kind: string;
};
export type RewardsClaimMutation$data = {
  readonly claimSocialReward: {
    readonly reward: {
      readonly kind: string;
      readonly received: boolean;
    };
    readonly socials: {
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
    readonly user: {
      readonly balance: string | null | undefined;
      readonly bullets: number | null | undefined;
      readonly candies: number | null | undefined;
      readonly crystals: number | null | undefined;
      readonly id: string;
    };
  };
};
export type RewardsClaimMutation = {
  response: RewardsClaimMutation$data;
  variables: RewardsClaimMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "received",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "crystals",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "SocialRewardPayload",
    "kind": "LinkedField",
    "name": "claimSocialReward",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialReward",
        "kind": "LinkedField",
        "name": "reward",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Socials",
        "kind": "LinkedField",
        "name": "socials",
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
              (v3/*:: as any*/),
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
              (v3/*:: as any*/),
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
              (v4/*:: as any*/),
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
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v2/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "balance",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bullets",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "candies",
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
    "name": "RewardsClaimMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RewardsClaimMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "39f373ae31812f6a099d2032b2d03e5d0516dc2f040e9d8e10ae85ad7e1fabd8",
    "metadata": {},
    "name": "RewardsClaimMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80815cabd638808ad22cee86587663bb";

export default node;
