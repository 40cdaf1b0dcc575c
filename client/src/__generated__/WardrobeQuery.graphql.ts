/**
 * @generated SignedSource<<0366999abec13e6dfd5d1da3f53f04e2>>
 * @relayHash 68462de8a73bbca6c3bb1b3a89cff327
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40aebe8e894d96c866ffd054e5a7339c3735287dbe7e5027528e6211f6ae7273

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationLabel = "event" | "special";
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type WardrobeQuery$variables = Record<PropertyKey, never>;
export type WardrobeQuery$data = {
  readonly wardrobe: {
    readonly customizations: ReadonlyArray<{
      readonly customization: {
        readonly customizationId: number;
        readonly fileUrl: string;
        readonly label: CustomizationLabel | null | undefined;
        readonly name: string;
        readonly type: CustomizationType;
      };
      readonly equipped: boolean;
      readonly isNew: boolean;
    }>;
    readonly newCount: number;
    readonly profileCustomization: {
      readonly accountLevelHidden: boolean;
      readonly avatarId: number | null | undefined;
      readonly backgroundId: number | null | undefined;
      readonly borderId: number | null | undefined;
      readonly hoodId: number | null | undefined;
    };
  } | null | undefined;
};
export type WardrobeQuery = {
  response: WardrobeQuery$data;
  variables: WardrobeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Wardrobe",
    "kind": "LinkedField",
    "name": "wardrobe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileCustomization",
        "kind": "LinkedField",
        "name": "profileCustomization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountLevelHidden",
            "storageKey": null
          },
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OwnedCustomization",
        "kind": "LinkedField",
        "name": "customizations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isNew",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "equipped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Customization",
            "kind": "LinkedField",
            "name": "customization",
            "plural": false,
            "selections": [
              {
                "alias": "customizationId",
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WardrobeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WardrobeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "40aebe8e894d96c866ffd054e5a7339c3735287dbe7e5027528e6211f6ae7273",
    "metadata": {},
    "name": "WardrobeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3930b08bdd99cc306bd9601d46926403";

export default node;
