/**
 * @generated SignedSource<<9cecf186f245e844a3f0578cf8eb8e77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayPage_group$data = {
  readonly codename: string;
  readonly methods: ReadonlyArray<{
    readonly codename: string;
    readonly gates: ReadonlyArray<{
      readonly codename: string;
      readonly maxAmount: string;
      readonly minAmount: string;
      readonly name: string;
      readonly sandbox: boolean;
    }>;
    readonly group: string;
    readonly maxAmount: string;
    readonly minAmount: string;
    readonly name: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "PayPage_group";
};
export type PayPage_group$key = {
  readonly " $data"?: PayPage_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayPage_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "codename",
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
  "name": "minAmount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAmount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayPage_group",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "methods",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentGate",
          "kind": "LinkedField",
          "name": "gates",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sandbox",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentMethodGroup",
  "abstractKey": null
};
})();

(node as any).hash = "e29b37b45e6b828ca8cc0a0dcf8ab040";

export default node;
