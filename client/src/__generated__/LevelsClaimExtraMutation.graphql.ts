/**
 * @generated SignedSource<<2c3e758d42152ce9d428cbb277274855>>
 * @relayHash b32802745a306588a8f304fd6363a345
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47cd5a4119b497cc5604b3bc1f99e06cc16173f787759cb1b44b0a7100c1fbd3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LevelsClaimExtraMutation$variables = {
  level: number;
};
export type LevelsClaimExtraMutation$data = {
  readonly claimExtraLevelReward: {
    readonly level: number;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"Levels_user">;
    };
  };
};
export type LevelsClaimExtraMutation = {
  response: LevelsClaimExtraMutation$data;
  variables: LevelsClaimExtraMutation$variables;
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
    "name": "LevelsClaimExtraMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LevelClaimPayload",
        "kind": "LinkedField",
        "name": "claimExtraLevelReward",
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
    "name": "LevelsClaimExtraMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LevelClaimPayload",
        "kind": "LinkedField",
        "name": "claimExtraLevelReward",
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
    "id": "47cd5a4119b497cc5604b3bc1f99e06cc16173f787759cb1b44b0a7100c1fbd3",
    "metadata": {},
    "name": "LevelsClaimExtraMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f0fb5cc5510cafe18eafdc78c0f630a";

export default node;
