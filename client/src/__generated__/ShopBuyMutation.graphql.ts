/**
 * @generated SignedSource<<560eb4815a0e5a21be9d46c67ddf2f1c>>
 * @relayHash 910127fd8d8982638c6e281673bd348f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0abb4f43c28fe3674a8cf51b180bfad209b66aadf3271002178be03a29c4c647

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopBuyMutation$variables = {
  marketHashName: string;
};
export type ShopBuyMutation$data = {
  readonly buyPartnerShopItem: {
    readonly drop: {
      readonly id: string;
    };
    readonly partner: {
      readonly partnerBalance: string;
      readonly " $fragmentSpreads": FragmentRefs<"BalanceCard_partner" | "CodeCard_partner" | "Levels_partner">;
    };
  };
};
export type ShopBuyMutation = {
  response: ShopBuyMutation$data;
  variables: ShopBuyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "marketHashName"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "marketHashName",
    "variableName": "marketHashName"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Drop",
  "kind": "LinkedField",
  "name": "drop",
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerBalance",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentage",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threshold",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShopBuyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerShopPurchase",
        "kind": "LinkedField",
        "name": "buyPartnerShopItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Partner",
            "kind": "LinkedField",
            "name": "partner",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BalanceCard_partner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "Levels_partner"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CodeCard_partner"
              },
              (v3/*:: as any*/)
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
    "name": "ShopBuyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerShopPurchase",
        "kind": "LinkedField",
        "name": "buyPartnerShopItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Partner",
            "kind": "LinkedField",
            "name": "partner",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerLevel",
                "kind": "LinkedField",
                "name": "level",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bonus",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
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
    "id": "0abb4f43c28fe3674a8cf51b180bfad209b66aadf3271002178be03a29c4c647",
    "metadata": {},
    "name": "ShopBuyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "729d083bbd933d5dd9423ffb515521a1";

export default node;
