import { useState } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { refusalOf, type Refusal } from './refusals';

/**
 * The mutations answer the viewer's socials anew: the section's query then
 * reads them (root `socials` pointed at the answer), with no second request.
 * `path` leads from the mutation's field to its Socials.
 */
export function linkSocials(field: string, ...path: string[]) {
  return (store: RecordSourceSelectorProxy) => {
    let rec = store.getRootField(field);
    for (const p of path) rec = rec?.getLinkedRecord(p) ?? null;
    if (rec) store.getRoot().setLinkedRecord(rec, 'socials');
  };
}

/** A socials mutation with its refusal kept for an inline message (others: the shared notice). */
export function useSocialsMutation<T extends MutationParameters>(node: GraphQLTaggedNode, field: string, ...path: string[]) {
  const [commit, busy] = useMutation<T>(node);
  const [error, setError] = useState<Refusal | null>(null);
  const run = (variables: T['variables'], onCompleted?: UseMutationConfig<T>['onCompleted']) => {
    setError(null);
    commit({
      variables,
      updater: linkSocials(field, ...path),
      onCompleted,
      onError: (e) => {
        const refusal = refusalOf(asApiError(e));
        if (!refusal) return handleApiError(e);
        console.warn('[socials]', asApiError(e).code, asApiError(e).message);
        setError(refusal);
      },
    });
  };
  return { run, busy, error };
}
