/**
 * @generated SignedSource<<9b9d3a39b8572b11a805dc91f171ce36>>
 * @relayHash 2edc21904db8c46d1bc844c3e7145f8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 700b606efd122e67c129488322b21c8be5c38de10e67433f5026bda2d48f3759

import { ConcreteRequest } from 'relay-runtime';
export type CodeCardCheckQuery$variables = {
  code: string;
};
export type CodeCardCheckQuery$data = {
  readonly partnerCodeCheck: {
    readonly available: boolean;
    readonly code: string;
    readonly reason: string | null | undefined;
  };
};
export type CodeCardCheckQuery = {
  response: CodeCardCheckQuery$data;
  variables: CodeCardCheckQuery$variables;
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
    "concreteType": "PartnerCodeCheck",
    "kind": "LinkedField",
    "name": "partnerCodeCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
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
    "name": "CodeCardCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CodeCardCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "700b606efd122e67c129488322b21c8be5c38de10e67433f5026bda2d48f3759",
    "metadata": {},
    "name": "CodeCardCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60cae429e8006b7e608dbae6a5a08802";

export default node;
