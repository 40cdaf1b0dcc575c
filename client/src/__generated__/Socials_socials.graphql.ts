/**
 * @generated SignedSource<<e3f1ab08763df3027d5d72cd68a8bcfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Socials_socials$data = {
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
  readonly " $fragmentType": "Socials_socials";
};
export type Socials_socials$key = {
  readonly " $data"?: Socials_socials$data;
  readonly " $fragmentSpreads": FragmentRefs<"Socials_socials">;
};

const node: ReaderFragment = (function(){
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Socials_socials",
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
  "type": "Socials",
  "abstractKey": null
};
})();

(node as any).hash = "9e829de797ca820377fea50229c01a8a";

export default node;
