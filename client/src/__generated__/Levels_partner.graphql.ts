/**
 * @generated SignedSource<<15c4a7883581b22486794c02867e2904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Levels_partner$data = {
  readonly level: {
    readonly bonus: number;
    readonly level: number;
    readonly name: string;
    readonly percentage: number;
    readonly threshold: string;
  };
  readonly nextLevel: {
    readonly level: number;
    readonly name: string;
    readonly percentage: number;
    readonly threshold: string;
  } | null | undefined;
  readonly referralBonus: number;
  readonly referralsCount: number;
  readonly referralsDeposited: string;
  readonly toNextLevel: string;
  readonly " $fragmentType": "Levels_partner";
};
export type Levels_partner$key = {
  readonly " $data"?: Levels_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"Levels_partner">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentage",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threshold",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Levels_partner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerLevel",
      "kind": "LinkedField",
      "name": "level",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bonus",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerLevel",
      "kind": "LinkedField",
      "name": "nextLevel",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toNextLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralsDeposited",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralBonus",
      "storageKey": null
    }
  ],
  "type": "Partner",
  "abstractKey": null
};
})();

(node as any).hash = "d51a9af916af68b13cfe5d4f6dbd863f";

export default node;
