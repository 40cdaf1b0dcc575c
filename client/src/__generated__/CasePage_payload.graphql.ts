/**
 * @generated SignedSource<<580531d47451d4fab1d47be6e94ece9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CaseCurrency = "BULLETS" | "CANDIES" | "FREE" | "MONEY";
import { FragmentRefs } from "relay-runtime";
export type CasePage_payload$data = {
  readonly costAmount: number;
  readonly currency: CaseCurrency;
  readonly drops: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OpenResult_drops" | "Roulette_drops">;
  }>;
  readonly fairSeed: {
    readonly clientSeed: string;
    readonly id: string;
    readonly nonce: number;
    readonly serverSeedHash: string;
  };
  readonly user: {
    readonly balance: string | null | undefined;
    readonly bullets: number | null | undefined;
    readonly candies: number | null | undefined;
    readonly crystals: number | null | undefined;
    readonly heldCount: number;
    readonly id: string;
    readonly levelBasedOnXp: number;
    readonly xp: number;
  };
  readonly " $fragmentType": "CasePage_payload";
};
export type CasePage_payload$key = {
  readonly " $data"?: CasePage_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Drop",
      "kind": "LinkedField",
      "name": "drops",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Roulette_drops"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OpenResult_drops"
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heldCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "levelBasedOnXp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "xp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "crystals",
          "storageKey": null
        },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FairSeed",
      "kind": "LinkedField",
      "name": "fairSeed",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serverSeedHash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientSeed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonce",
          "storageKey": null
        }
      ],
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
      "name": "costAmount",
      "storageKey": null
    }
  ],
  "type": "OpenCasePayload",
  "abstractKey": null
};
})();

(node as any).hash = "fbc5997c618962d18c75794228edb2bb";

export default node;
