/**
 * @generated SignedSource<<1825b8bf7added17767ca3c70b225753>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceCard_partner$data = {
  readonly cryptoCoins: ReadonlyArray<string>;
  readonly cryptoMinimum: string;
  readonly earnings: string;
  readonly partnerBalance: string;
  readonly " $fragmentType": "BalanceCard_partner";
};
export type BalanceCard_partner$key = {
  readonly " $data"?: BalanceCard_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceCard_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceCard_partner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earnings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cryptoMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cryptoCoins",
      "storageKey": null
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "ea14eb67f35246c8a95f9027beeef132";

export default node;
