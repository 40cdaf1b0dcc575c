/**
 * @generated SignedSource<<b9770a7d0aa5699efb261d9676e9b228>>
 * @relayHash 9f64bc9cb2d24020ffb6b75b8a100847
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07661baacd7eb8877a871ff489cde235a599de68ab1ebc35b7155ffc34aee975

import { ConcreteRequest } from 'relay-runtime';
export type promoSetReferrerMutation$variables = {
  code: string;
};
export type promoSetReferrerMutation$data = {
  readonly setReferrer: {
    readonly id: string;
  };
};
export type promoSetReferrerMutation = {
  response: promoSetReferrerMutation$data;
  variables: promoSetReferrerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setReferrer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "promoSetReferrerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "promoSetReferrerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "07661baacd7eb8877a871ff489cde235a599de68ab1ebc35b7155ffc34aee975",
    "metadata": {},
    "name": "promoSetReferrerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1f467d163bea9f87fbbed8719b4d258";

export default node;
