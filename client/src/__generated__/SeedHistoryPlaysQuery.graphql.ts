/**
 * @generated SignedSource<<7b0456c05e6d62b66ee91a96aca71bb0>>
 * @relayHash 1e4696d7161ae6574048315ba8858182
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b4753b3326c7c2b467f83113d3f464d36798beb976f144b6353b040233e3709

import { ConcreteRequest } from 'relay-runtime';
export type SeedHistoryPlaysQuery$variables = {
  hash: string;
};
export type SeedHistoryPlaysQuery$data = {
  readonly seedPlays: ReadonlyArray<{
    readonly caseAlias: string | null | undefined;
    readonly caseRevision: number | null | undefined;
    readonly cursor: number;
    readonly game: string;
    readonly itemName: string | null | undefined;
    readonly nonce: number;
    readonly roll: string;
  }>;
};
export type SeedHistoryPlaysQuery = {
  response: SeedHistoryPlaysQuery$data;
  variables: SeedHistoryPlaysQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hash"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "serverSeedHash",
        "variableName": "hash"
      }
    ],
    "concreteType": "SeedPlay",
    "kind": "LinkedField",
    "name": "seedPlays",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "game",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nonce",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roll",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseAlias",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caseRevision",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "itemName",
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
    "name": "SeedHistoryPlaysQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeedHistoryPlaysQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5b4753b3326c7c2b467f83113d3f464d36798beb976f144b6353b040233e3709",
    "metadata": {},
    "name": "SeedHistoryPlaysQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41a71285736270f960c796c858847b27";

export default node;
