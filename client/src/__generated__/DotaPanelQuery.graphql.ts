/**
 * @generated SignedSource<<b3b79a5ba3f0dd37d8da952aa3a89206>>
 * @relayHash 4fb721613bec071390e0a572d6192be4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4f47a1d8fa704f3ede4aacdcd152f91154c92646dd2c644c79f4b19f6afc070

import { ConcreteRequest } from 'relay-runtime';
export type DotaPanelQuery$variables = {
  caseId: string;
};
export type DotaPanelQuery$data = {
  readonly dotaState: {
    readonly growthPercent: number;
    readonly maxPercent: number;
    readonly misses: number;
    readonly nextChances: ReadonlyArray<{
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    }>;
    readonly rareChance: {
      readonly denominator: number;
      readonly numerator: number;
      readonly percent: number;
    };
  };
};
export type DotaPanelQuery = {
  response: DotaPanelQuery$data;
  variables: DotaPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "numerator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "denominator",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percent",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "caseId",
        "variableName": "caseId"
      }
    ],
    "concreteType": "DotaState",
    "kind": "LinkedField",
    "name": "dotaState",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "misses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "growthPercent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxPercent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Chance",
        "kind": "LinkedField",
        "name": "rareChance",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Chance",
        "kind": "LinkedField",
        "name": "nextChances",
        "plural": true,
        "selections": (v1/*:: as any*/),
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
    "name": "DotaPanelQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DotaPanelQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c4f47a1d8fa704f3ede4aacdcd152f91154c92646dd2c644c79f4b19f6afc070",
    "metadata": {},
    "name": "DotaPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f4bfc4dccba00643b43893ed2fd6553";

export default node;
