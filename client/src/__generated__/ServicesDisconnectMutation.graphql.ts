/**
 * @generated SignedSource<<f6c06fdb3824ba1669bddb1c0cfebaf8>>
 * @relayHash 1ec97edd495f05973c84466e440a2c60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fb4e2fd69f07833b31c1f5cae8321101079fc5fbba7d2de4569e8183c70a672

import { ConcreteRequest } from 'relay-runtime';
export type ServicesDisconnectMutation$variables = {
  service: string;
};
export type ServicesDisconnectMutation$data = {
  readonly disconnectService: {
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
export type ServicesDisconnectMutation = {
  response: ServicesDisconnectMutation$data;
  variables: ServicesDisconnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "service"
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
        "name": "service",
        "variableName": "service"
      }
    ],
    "concreteType": "Socials",
    "kind": "LinkedField",
    "name": "disconnectService",
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
    "name": "ServicesDisconnectMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServicesDisconnectMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2fb4e2fd69f07833b31c1f5cae8321101079fc5fbba7d2de4569e8183c70a672",
    "metadata": {},
    "name": "ServicesDisconnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4793d4f6424b4588e5697b9b898a551";

export default node;
