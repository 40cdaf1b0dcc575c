/**
 * @generated SignedSource<<cd148fa0c1a9d2563511880ed52bb0b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DotaPanel_dota$data = {
  readonly growthPercent: number;
  readonly maxPercent: number;
  readonly misses: number;
  readonly nextChances: ReadonlyArray<{
    readonly denominator: number;
    readonly numerator: number;
    readonly percent: number;
  }>;
  readonly rareChance: {
    readonly denominator: number;
    readonly numerator: number;
    readonly percent: number;
  };
  readonly " $fragmentType": "DotaPanel_dota";
};
export type DotaPanel_dota$key = {
  readonly " $data"?: DotaPanel_dota$data;
  readonly " $fragmentSpreads": FragmentRefs<"DotaPanel_dota">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "numerator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "denominator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percent",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DotaPanel_dota",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "misses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "growthPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Chance",
      "kind": "LinkedField",
      "name": "rareChance",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Chance",
      "kind": "LinkedField",
      "name": "nextChances",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "DotaState",
  "abstractKey": null
};
})();

(node as any).hash = "1cd8efeb05e9454230030d61929d8799";

export default node;
