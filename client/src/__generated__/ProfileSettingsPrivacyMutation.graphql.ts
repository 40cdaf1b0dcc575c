/**
 * @generated SignedSource<<bbe9aaa5a1d0a9556f6805b672c74c50>>
 * @relayHash d7a2960715f88149bd56fd55e2ff5af7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b719fdee143fda46b2d49df8321eb31ac116f8d432b8e4c39cd774f092d74afd

import { ConcreteRequest } from 'relay-runtime';
export type ProfileSettingsPrivacyMutation$variables = {
  accountLevelHidden?: boolean | null | undefined;
  profilePrivate?: boolean | null | undefined;
};
export type ProfileSettingsPrivacyMutation$data = {
  readonly setProfilePrivacy: {
    readonly accountLevelHidden: boolean;
    readonly id: string;
    readonly profilePrivate: boolean;
  };
};
export type ProfileSettingsPrivacyMutation = {
  response: ProfileSettingsPrivacyMutation$data;
  variables: ProfileSettingsPrivacyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountLevelHidden"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "profilePrivate"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accountLevelHidden",
        "variableName": "accountLevelHidden"
      },
      {
        "kind": "Variable",
        "name": "profilePrivate",
        "variableName": "profilePrivate"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setProfilePrivacy",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileSettingsPrivacyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProfileSettingsPrivacyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b719fdee143fda46b2d49df8321eb31ac116f8d432b8e4c39cd774f092d74afd",
    "metadata": {},
    "name": "ProfileSettingsPrivacyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7562f5216f6b64b31bd8685b0e5a8e77";

export default node;
