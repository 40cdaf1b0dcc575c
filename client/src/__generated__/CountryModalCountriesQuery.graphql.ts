/**
 * @generated SignedSource<<caf24a65a4fcecf972e76ccd5e76b4df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CountryModalCountriesQuery$variables = Record<PropertyKey, never>;
export type CountryModalCountriesQuery$data = {
  readonly countries: ReadonlyArray<{
    readonly img: string;
    readonly label: string;
    readonly value: string;
  }>;
};
export type CountryModalCountriesQuery = {
  response: CountryModalCountriesQuery$data;
  variables: CountryModalCountriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "countries",
    "plural": true,
    "selections": [
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
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "img",
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
    "name": "CountryModalCountriesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CountryModalCountriesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dadb79eb1b3d5074823fec42db23954a",
    "id": null,
    "metadata": {},
    "name": "CountryModalCountriesQuery",
    "operationKind": "query",
    "text": "query CountryModalCountriesQuery {\n  countries {\n    label\n    value\n    img\n  }\n}\n"
  }
};
})();

(node as any).hash = "95b5d06fedb070f3c076e8461bf3f9b8";

export default node;
