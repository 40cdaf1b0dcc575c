/**
 * @generated SignedSource<<31b988d75979731fcec0d7cb25636c34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CodeCard_partner$data = {
  readonly code: string | null | undefined;
  readonly codeChangesLeft: number;
  readonly referralPath: string | null | undefined;
  readonly " $fragmentType": "CodeCard_partner";
};
export type CodeCard_partner$key = {
  readonly " $data"?: CodeCard_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"CodeCard_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CodeCard_partner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "codeChangesLeft",
      "storageKey": null
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "8319022ef99b311d3041e4df5824a396";

export default node;
