/**
 * @generated SignedSource<<0dc2a4d0d3e7980bda20a96a9a2e6b1f>>
 * @relayHash 750ba0a3d77e1adf014e73bf576da849
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c93bbe9270237511a8f811af7f3ec7b26bdefd8a885616e6d647ab020435ded1

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationLabel = "event" | "special";
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type WardrobeQuery$variables = Record<PropertyKey, never>;
export type WardrobeQuery$data = {
  readonly wardrobe: {
    readonly customizations: ReadonlyArray<{
      readonly customization: {
        readonly fileUrl: string;
        readonly id: number;
        readonly label: CustomizationLabel | null | undefined;
        readonly name: string;
        readonly type: CustomizationType;
      };
      readonly equipped: boolean;
      readonly isNew: boolean;
    }>;
    readonly newCount: number;
    readonly profileCustomization: {
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
    "id": "c93bbe9270237511a8f811af7f3ec7b26bdefd8a885616e6d647ab020435ded1",
    "metadata": {},
    "name": "WardrobeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0dc2ee798c79256a8bce42efa9177e8c";

export default node;
