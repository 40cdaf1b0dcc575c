import type { RecordSourceSelectorProxy } from 'relay-runtime';

// The gacha meter, the dota misses and the discovered board have no ids: the
// store keeps the page's copy under the query's root field (gachaState(caseId:
// ...)). An answer that carries the new state (an open, a reset, a pick) puts
// it there, and everything reading the root field shows it at once.

/**
 * Points the root field `rootField(caseId)` at the record the mutation's
 * `mutationField` answered under `stateField` (or at the answer itself when
 * stateField is null).
 */
export function linkProgress(
  store: RecordSourceSelectorProxy,
  mutationField: string,
  stateField: string | null,
  rootField: string,
  caseId: string,
): void {
  const answer = store.getRootField(mutationField);
  const state = stateField ? answer?.getLinkedRecord(stateField) : answer;
  if (state) store.getRoot().setLinkedRecord(state, rootField, { caseId });
}
