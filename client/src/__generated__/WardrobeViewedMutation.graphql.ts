/**
 * @generated SignedSource<<d03c9f357c74330d38513446572931db>>
 * @relayHash c36caf41699068fc0515e8c4f9fd6c78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dd78bd97595ffc15b19a27daf9fe20488c30ddeda52f68c67d31e8bfbc97373

import { ConcreteRequest } from 'relay-runtime';
export type WardrobeViewedMutation$variables = Record<PropertyKey, never>;
export type WardrobeViewedMutation$data = {
  readonly viewCustomizations: number;
};
export type WardrobeViewedMutation = {
  response: WardrobeViewedMutation$data;
  variables: WardrobeViewedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewCustomizations",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WardrobeViewedMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WardrobeViewedMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9dd78bd97595ffc15b19a27daf9fe20488c30ddeda52f68c67d31e8bfbc97373",
    "metadata": {},
    "name": "WardrobeViewedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b842debbf75202d85b899d01efebc090";

export default node;
