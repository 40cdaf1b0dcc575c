import type { GraphQLTaggedNode } from 'react-relay';
import type { SelectorStoreUpdater, Variables } from 'relay-runtime';
import type { CaseCurrency, CaseFamily } from './family';
import type { walletOf } from './OpenControls';

// What the case page hands each family's controls (StackControls,
// RangeControls, GachaPanel, ...), apart from the page so that the panels do
// not import the page that imports them.

/** One open: the family's mutation, its variables, and the field its payload comes in. */
export interface OpenRequest {
  mutation: GraphQLTaggedNode;
  variables: Variables;
  field: string;
  /** Moves the family's state from the payload to where the page reads it. */
  updater?: SelectorStoreUpdater;
  /** Skip the roulette (the discovered board reveals the win itself). */
  noSpin?: boolean;
  /** The open was refused: the family reads its state again. */
  onRefused?: () => void;
}

/** What a family's controls get from the page. */
export interface FamilyProps {
  caseId: string;
  family: CaseFamily;
  enabled: boolean;
  currency: CaseCurrency;
  priceAmount: number;
  signedIn: boolean;
  restrictions: readonly string[];
  wallet: ReturnType<typeof walletOf>;
  fast: boolean;
  opening: boolean;
  /** False while a spin or a result is shown: state only, no buttons. */
  idle: boolean;
  onOpen: (req: OpenRequest) => void;
}
