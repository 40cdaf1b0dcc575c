/**
 * @generated SignedSource<<ff4f2e3023f99e140ed5d4cf8533f987>>
 * @relayHash bafe61f0bfeb31bced7b0c644ab03edb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21906041f94ddbff2c6bfc5aa848d37c8f5940102d2f4e83e734cede911b7896

import { ConcreteRequest } from 'relay-runtime';
export type CountryModalSetCountryMutation$variables = {
  countryCode: string;
};
export type CountryModalSetCountryMutation$data = {
  readonly setCountry: {
    readonly country: string;
    readonly id: string;
  };
};
export type CountryModalSetCountryMutation = {
  response: CountryModalSetCountryMutation$data;
  variables: CountryModalSetCountryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "countryCode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "countryCode",
        "variableName": "countryCode"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setCountry",
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
        "name": "country",
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
    "name": "CountryModalSetCountryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CountryModalSetCountryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "21906041f94ddbff2c6bfc5aa848d37c8f5940102d2f4e83e734cede911b7896",
    "metadata": {},
    "name": "CountryModalSetCountryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f39a3010f33c534092a8204a8e705da1";

export default node;
