/**
 * @generated SignedSource<<cc5f41c336123899dd9a6b94f8692b2d>>
 * @relayHash 0835c830176b88fc4375cf3f94d3753c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61906d026fb6a65b5c8e365abeceebaf6cac0b3a6cfd2202ebcccdaa68558558

import { ConcreteRequest } from 'relay-runtime';
export type EquipCustomizationsInput = {
  accountLevelHidden?: boolean | null | undefined;
  avatarId?: number | null | undefined;
  backgroundId?: number | null | undefined;
  borderId?: number | null | undefined;
  hoodId?: number | null | undefined;
};
export type WardrobeEquipMutation$variables = {
  input: EquipCustomizationsInput;
};
export type WardrobeEquipMutation$data = {
  readonly equipCustomizations: {
    readonly avatarId: number | null | undefined;
    readonly backgroundId: number | null | undefined;
    readonly borderId: number | null | undefined;
    readonly hoodId: number | null | undefined;
  };
};
export type WardrobeEquipMutation = {
  response: WardrobeEquipMutation$data;
  variables: WardrobeEquipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProfileCustomization",
    "kind": "LinkedField",
    "name": "equipCustomizations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "borderId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hoodId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "backgroundId",
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
    "name": "WardrobeEquipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WardrobeEquipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "61906d026fb6a65b5c8e365abeceebaf6cac0b3a6cfd2202ebcccdaa68558558",
    "metadata": {},
    "name": "WardrobeEquipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96e22dc0f17994f2c375e8459854905e";

export default node;
