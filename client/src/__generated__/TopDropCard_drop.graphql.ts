/**
 * @generated SignedSource<<b5dbba6c8ba5d0faea06e5966e02b3fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemRarity = "classified" | "consumer" | "covert" | "industrial" | "milspec" | "rare" | "restricted";
import { FragmentRefs } from "relay-runtime";
export type TopDropCard_drop$data = {
  readonly avatar: string;
  readonly avatarId: number | null | undefined;
  readonly borderId: number | null | undefined;
  readonly caseAlias: string;
  readonly caseName: string;
  readonly hoodId: number | null | undefined;
  readonly id: string;
  readonly image: string;
  readonly level: number;
  readonly marketHashName: string;
  readonly nickname: string;
  readonly price: string;
  readonly rarity: ItemRarity;
  readonly stattrak: boolean;
  readonly userId: string;
  readonly " $fragmentType": "TopDropCard_drop";
};
export type TopDropCard_drop$key = {
  readonly " $data"?: TopDropCard_drop$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopDropCard_drop">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopDropCard_drop",
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
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "borderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hoodId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketHashName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stattrak",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rarity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
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
      "name": "caseName",
      "storageKey": null
    }
  ],
  "type": "FeedDrop",
  "abstractKey": null
};

(node as any).hash = "fe0ea38263881545d0cb54b6ffe32251";

export default node;
