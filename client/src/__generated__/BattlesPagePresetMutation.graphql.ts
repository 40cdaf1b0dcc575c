/**
 * @generated SignedSource<<4bd31a7460ed605979f06616d8244f91>>
 * @relayHash 06f6dd2de341a87a446d11a20c568412
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df2c29b450c721875106513f2cafa4ed62f39f61aaedb1e4d4655f26043e2d1d

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
export type BattlesPagePresetMutation$variables = {
  input: CreateBattleInput;
};
export type BattlesPagePresetMutation$data = {
  readonly createBattle: {
    readonly id: string;
  };
};
export type BattlesPagePresetMutation = {
  response: BattlesPagePresetMutation$data;
  variables: BattlesPagePresetMutation$variables;
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
    "name": "BattlesPagePresetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BattlesPagePresetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df2c29b450c721875106513f2cafa4ed62f39f61aaedb1e4d4655f26043e2d1d",
    "metadata": {},
    "name": "BattlesPagePresetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e1b53a6efbe6ea921c83a951b1a89ca";

export default node;
