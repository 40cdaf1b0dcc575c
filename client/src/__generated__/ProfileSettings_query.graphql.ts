/**
 * @generated SignedSource<<06d82853d850a0e502f2ab1ac32dda30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSettings_query$data = {
  readonly me: {
    readonly accountLevelHidden: boolean;
    readonly id: string;
    readonly profilePrivate: boolean;
    readonly selfBanUntil: string | null | undefined;
    readonly tradeofferUrl: string | null | undefined;
  } | null | undefined;
  readonly selfBanOptions: ReadonlyArray<number>;
  readonly " $fragmentType": "ProfileSettings_query";
};
export type ProfileSettings_query$key = {
  readonly " $data"?: ProfileSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSettings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSettings_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "me",
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
          "name": "tradeofferUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selfBanUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profilePrivate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountLevelHidden",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selfBanOptions",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "048cd669a1067199bbf7dbdf74994e57";

export default node;
