import { startTransition } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';

// The gacha meter, the dota misses and the discovered board have no ids: the
// store keeps the page's copy under the case's field (Case.gacha, Case.dota,
// Case.discoveredBoard), which the page's query asked for. An answer that
// carries the new state (an open, a reset, a pick) is linked there, and every
// fragment reading the case's field shows it at once.

/**
 * Points the field `caseField` of the case `caseId` at the record the
 * mutation's `mutationField` answered under `stateField` (or at the answer
 * itself when stateField is null).
 */
export function linkProgress(
  store: RecordSourceSelectorProxy,
  mutationField: string,
  stateField: string | null,
  caseField: 'gacha' | 'dota' | 'discoveredBoard',
  caseId: string,
): void {
  const answer = store.getRootField(mutationField);
  const state = stateField ? answer?.getLinkedRecord(stateField) : answer;
  const record = store.get(caseId);
  if (state && record) record.setLinkedRecord(state, caseField);
}

/**
 * Reads a family's state again through its fragment's refetch (after a
 * refusal, or for the next board), showing the current one until it comes.
 */
export function readAgain(refetch: (variables: Record<string, never>, options: { fetchPolicy: 'network-only' }) => unknown): void {
  startTransition(() => {
    refetch({}, { fetchPolicy: 'network-only' });
  });
}
