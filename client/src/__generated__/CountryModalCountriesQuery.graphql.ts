/**
 * @generated SignedSource<<823139f5fc7747e7b2d00b17ab4e8576>>
 * @relayHash dadb79eb1b3d5074823fec42db23954a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a30cba6ff8907d2aeda33b348948050e55d247462da5a883f0524961db3608ad

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
    "id": "a30cba6ff8907d2aeda33b348948050e55d247462da5a883f0524961db3608ad",
    "metadata": {},
    "name": "CountryModalCountriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95b5d06fedb070f3c076e8461bf3f9b8";

export default node;
