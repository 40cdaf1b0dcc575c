/**
 * @generated SignedSource<<3243db0e3f49330e77540b79456a9ffc>>
 * @relayHash 2617cf64c4ab3b58fad36086ad30a4c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 809e378055f8f5492ab6407128858ac1fcbd3e76eb851a66d1f014764cc5a15c

import { ConcreteRequest } from 'relay-runtime';
export type BattlePaymode = "creator" | "each";
export type BattlePrivacy = "private" | "public";
export type BattleWinnerMode = "highest" | "lowest";
export type CreateBattleInput = {
  caseIds: ReadonlyArray<string>;
  choosingWinner?: BattleWinnerMode | null | undefined;
  clientSeed?: string | null | undefined;
  delay?: number | null | undefined;
  paymode?: BattlePaymode | null | undefined;
  playersCount: number;
  privacy?: BattlePrivacy | null | undefined;
  side?: number | null | undefined;
  type?: string | null | undefined;
};
export type CreatePageCreateMutation$variables = {
  input: CreateBattleInput;
};
export type CreatePageCreateMutation$data = {
  readonly createBattle: {
    readonly id: string;
    readonly privateKey: string | null | undefined;
  };
};
export type CreatePageCreateMutation = {
  response: CreatePageCreateMutation$data;
  variables: CreatePageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Battle",
    "kind": "LinkedField",
    "name": "createBattle",
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
        "name": "privateKey",
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
    "name": "CreatePageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatePageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "809e378055f8f5492ab6407128858ac1fcbd3e76eb851a66d1f014764cc5a15c",
    "metadata": {},
    "name": "CreatePageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c61f9daf1172dbab29f5a8b069fa3384";

export default node;
