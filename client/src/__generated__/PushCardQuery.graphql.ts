/**
 * @generated SignedSource<<181f020a253a7e480258ae2654ad8219>>
 * @relayHash 8fbe663bdeebe43bd044e08fa45357cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b32409ffb1fbacb90a15f0c23cbeb6eb7038a1a2c0fcefa0ef88baaf5ef4f739

import { ConcreteRequest } from 'relay-runtime';
export type PushCardQuery$variables = Record<PropertyKey, never>;
export type PushCardQuery$data = {
  readonly pushPublicKey: string;
  readonly pushSettings: {
    readonly devices: number;
    readonly kinds: ReadonlyArray<{
      readonly enabled: boolean;
      readonly kind: string;
    }>;
  };
};
export type PushCardQuery = {
  response: PushCardQuery$data;
  variables: PushCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pushPublicKey",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PushSettings",
    "kind": "LinkedField",
    "name": "pushSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PushKind",
        "kind": "LinkedField",
        "name": "kinds",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
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
    "name": "PushCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PushCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b32409ffb1fbacb90a15f0c23cbeb6eb7038a1a2c0fcefa0ef88baaf5ef4f739",
    "metadata": {},
    "name": "PushCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f8ace4570952d8d3a8f0169b7f66bd57";

export default node;
