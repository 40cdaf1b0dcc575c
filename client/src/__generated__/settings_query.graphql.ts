/**
 * @generated SignedSource<<909c71028b75d62645d4e04e20717ff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type settings_query$data = {
  readonly settings: {
    readonly country: string | null | undefined;
    readonly devLogin: boolean;
    readonly languages: ReadonlyArray<string>;
    readonly restrictions: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "settings_query";
};
export type settings_query$key = {
  readonly " $data"?: settings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"settings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "settings_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restrictions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "devLogin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "languages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b1cac9113a12ec60c9f18706075e3e9f";

export default node;
