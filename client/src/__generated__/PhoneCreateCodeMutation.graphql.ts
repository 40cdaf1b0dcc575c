/**
 * @generated SignedSource<<51863dbdd9e59e608c9fc62877ec8350>>
 * @relayHash 362fa62eeb183fd65247c303ce341a8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d07a035ee128195155913918e7371b42abba9a189f6b8048e724b4e8a657946b

import { ConcreteRequest } from 'relay-runtime';
export type PhoneCreateCodeMutation$variables = {
  phone: string;
};
export type PhoneCreateCodeMutation$data = {
  readonly createPhoneCode: {
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
export type PhoneCreateCodeMutation = {
  response: PhoneCreateCodeMutation$data;
  variables: PhoneCreateCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "phone"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "phone",
        "variableName": "phone"
      }
    ],
    "concreteType": "Socials",
    "kind": "LinkedField",
    "name": "createPhoneCode",
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
          (v1/*:: as any*/),
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
          (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhoneCreateCodeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneCreateCodeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d07a035ee128195155913918e7371b42abba9a189f6b8048e724b4e8a657946b",
    "metadata": {},
    "name": "PhoneCreateCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db50136434d6065f2db7649dd777c192";

export default node;
