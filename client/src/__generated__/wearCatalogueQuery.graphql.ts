/**
 * @generated SignedSource<<453fb7eb63bcbf3f95f56d30021bf0df>>
 * @relayHash b2c6d3e98bb864c3de0091e052de0036
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73b937d0f2e6e2ce07ee4c3dc21a061710d995146952f433736edb2b689f0186

import { ConcreteRequest } from 'relay-runtime';
export type CustomizationType = "avatar" | "background" | "border" | "hood";
export type wearCatalogueQuery$variables = Record<PropertyKey, never>;
export type wearCatalogueQuery$data = {
  readonly customizations: ReadonlyArray<{
    readonly fileUrl: string;
    readonly group: string | null | undefined;
    readonly id: number;
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
    "id": "73b937d0f2e6e2ce07ee4c3dc21a061710d995146952f433736edb2b689f0186",
    "metadata": {},
    "name": "wearCatalogueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "42be75e53d783786b556592fdda64149";

export default node;
