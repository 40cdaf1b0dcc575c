/**
 * @generated SignedSource<<f2217f5aca354f6ca934e6ea334c9e70>>
 * @relayHash f059b962fbd03b2d4c9ed3a53b2560fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b04313f16bb9217407115ff72acbcad34cbf1c4ffc6605827a6cfaba30782d37

import { ConcreteRequest } from 'relay-runtime';
export type ProfileSettingsSelfBanMutation$variables = {
  days: number;
};
export type ProfileSettingsSelfBanMutation$data = {
  readonly selfBan: {
    readonly id: string;
    readonly selfBanUntil: string | null | undefined;
  };
};
export type ProfileSettingsSelfBanMutation = {
  response: ProfileSettingsSelfBanMutation$data;
  variables: ProfileSettingsSelfBanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "selfBan",
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
        "name": "selfBanUntil",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileSettingsSelfBanMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileSettingsSelfBanMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b04313f16bb9217407115ff72acbcad34cbf1c4ffc6605827a6cfaba30782d37",
    "metadata": {},
    "name": "ProfileSettingsSelfBanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "41b54069072fa672b688dbcb0953da6b";

export default node;
