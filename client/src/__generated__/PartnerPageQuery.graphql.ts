/**
 * @generated SignedSource<<692d07cb1fadd5689560edfbcdeb43a5>>
 * @relayHash 118449981a1b88eb2ee2511530f992ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55333599eba7a4ca295d61af7b958ce47d4d3906784ebe67ba7c744ea93f804b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerPageQuery$variables = Record<PropertyKey, never>;
export type PartnerPageQuery$data = {
  readonly partner: {
    readonly isCreator: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"BalanceCard_partner" | "CodeCard_partner" | "Levels_partner">;
  } | null | undefined;
  readonly partnerLevels: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Levels_levels">;
  }>;
};
export type PartnerPageQuery = {
  response: PartnerPageQuery$data;
  variables: PartnerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCreator",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threshold",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bonus",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerLevel",
        "kind": "LinkedField",
        "name": "partnerLevels",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Levels_levels"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CodeCard_partner"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Levels_partner"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BalanceCard_partner"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartnerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerLevel",
        "kind": "LinkedField",
        "name": "partnerLevels",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Partner",
        "kind": "LinkedField",
        "name": "partner",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "referralPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "codeChangesLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerLevel",
            "kind": "LinkedField",
            "name": "level",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerLevel",
            "kind": "LinkedField",
            "name": "nextLevel",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "toNextLevel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralsDeposited",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralBonus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "partnerBalance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "earnings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cryptoMinimum",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cryptoCoins",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "55333599eba7a4ca295d61af7b958ce47d4d3906784ebe67ba7c744ea93f804b",
    "metadata": {},
    "name": "PartnerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0658572b33dbbfeb1fb37282d43a1999";

export default node;
