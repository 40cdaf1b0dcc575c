/**
 * @generated SignedSource<<47cdee3e759dbc9952f9e0fa54d14d24>>
 * @relayHash 709e6798ac01017c8274b01ec46c030a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70090bd37cd55a557d9a0c839589a590a7b0b716d615ffc40b32c6c819ce1042

import { ConcreteRequest } from 'relay-runtime';
export type PhoneConfirmCodeMutation$variables = {
  code: string;
};
export type PhoneConfirmCodeMutation$data = {
  readonly confirmPhoneCode: {
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
export type PhoneConfirmCodeMutation = {
  response: PhoneConfirmCodeMutation$data;
  variables: PhoneConfirmCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
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
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "Socials",
    "kind": "LinkedField",
    "name": "confirmPhoneCode",
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
    "name": "PhoneConfirmCodeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneConfirmCodeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "70090bd37cd55a557d9a0c839589a590a7b0b716d615ffc40b32c6c819ce1042",
    "metadata": {},
    "name": "PhoneConfirmCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3fd65c541630717eef6ef02d81553766";

export default node;
