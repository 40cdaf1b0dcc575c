/**
 * @generated SignedSource<<e5506ebf5211eb171ddb88e3e136a4e8>>
 * @relayHash 577678f90e10ed5553d3dda551f5e05b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d738f46739b7ceb9f7bb46f12fa5bdc5f34a2ecdd632f8f7070b6704dcaeeebb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LevelsClaimMutation$variables = {
  level: number;
};
export type LevelsClaimMutation$data = {
  readonly claimLevelReward: {
    readonly level: number;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"Levels_user">;
    };
  };
};
export type LevelsClaimMutation = {
  response: LevelsClaimMutation$data;
  variables: LevelsClaimMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "level"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "level",
    "variableName": "level"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LevelsClaimMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LevelClaimPayload",
        "kind": "LinkedField",
        "name": "claimLevelReward",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "Levels_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LevelsClaimMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LevelClaimPayload",
        "kind": "LinkedField",
        "name": "claimLevelReward",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "levelBasedOnXp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canLevelUp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "crystals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bullets",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d738f46739b7ceb9f7bb46f12fa5bdc5f34a2ecdd632f8f7070b6704dcaeeebb",
    "metadata": {},
    "name": "LevelsClaimMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43cee6cfb7d0a9fe3e584dfdf7993633";

export default node;
