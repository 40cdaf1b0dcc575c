/**
 * @generated SignedSource<<a9be4e14450c4cd34bd7a6b1449dabaf>>
 * @relayHash 28a665e78605e590eb0d97c570119d03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c78743c36a0165d5d56b04e403d895e2c7636d8f0c9d6b5b5345a91460e32ba

import { ConcreteRequest } from 'relay-runtime';
export type BattleRulesAcceptMutation$variables = Record<PropertyKey, never>;
export type BattleRulesAcceptMutation$data = {
  readonly acceptBattleRules: string;
};
export type BattleRulesAcceptMutation = {
  response: BattleRulesAcceptMutation$data;
  variables: BattleRulesAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "acceptBattleRules",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BattleRulesAcceptMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BattleRulesAcceptMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1c78743c36a0165d5d56b04e403d895e2c7636d8f0c9d6b5b5345a91460e32ba",
    "metadata": {},
    "name": "BattleRulesAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56bb2b73278bb25aa57341c5762f9c4c";

export default node;
