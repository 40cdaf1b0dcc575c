/**
 * @generated SignedSource<<14c3c94c2a8ef328c66112d7989336f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "bafe61f0bfeb31bced7b0c644ab03edb",
    "id": null,
    "metadata": {},
    "name": "CountryModalSetCountryMutation",
    "operationKind": "mutation",
    "text": "mutation CountryModalSetCountryMutation(\n  $countryCode: String!\n) {\n  setCountry(countryCode: $countryCode) {\n    id\n    country\n  }\n}\n"
  }
};
})();

(node as any).hash = "f39a3010f33c534092a8204a8e705da1";

export default node;
