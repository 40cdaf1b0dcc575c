/**
 * @generated SignedSource<<ec216e5b68a78b2aedc6593017c2f33b>>
 * @relayHash c1cfe249c3e599bacc1c29be597da883
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6605a5f31d6ad59ace9c28c5999b60f7aee6360f5f8336120a0991c12bc70138

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type wearCatalogueQuery$variables = Record<PropertyKey, never>;
export type wearCatalogueQuery$data = {
  readonly customizations: ReadonlyArray<{
    readonly customizationId: number;
    readonly fileUrl: string;
    readonly group: string | null | undefined;
    readonly type: CustomizationType;
  }>;
};
export type wearCatalogueQuery = {
  response: wearCatalogueQuery$data;
  variables: wearCatalogueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customization",
    "kind": "LinkedField",
    "name": "customizations",
    "plural": true,
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
        "name": "fileUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "group",
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
    "name": "wearCatalogueQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "wearCatalogueQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6605a5f31d6ad59ace9c28c5999b60f7aee6360f5f8336120a0991c12bc70138",
    "metadata": {},
    "name": "wearCatalogueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ea8fd8e7e66ae1d9a0003de43b6773bb";

export default node;
