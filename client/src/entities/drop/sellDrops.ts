import { graphql, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import type { sellDropsMutation } from '../../__generated__/sellDropsMutation.graphql';

// Selling a player's drops for balance: the result screen and the inventory
// both sell through here. The sold drops come back with their new state, so
// every card showing them updates from the store.
const mutation = graphql`
  mutation sellDropsMutation($ids: [ID!]!) {
    sellDrops(ids: $ids) {
      amount
      sold {
        id
        state
      }
      user {
        id
        balance
        heldCount
      }
    }
  }
`;

/** [sell(ids, onSettled), selling]; a failure is shown by the error catalogue. */
export function useSellDrops(): [(ids: string[], onSettled?: () => void) => void, boolean] {
  const [commit, selling] = useMutation<sellDropsMutation>(mutation);
  const sell = (ids: string[], onSettled?: () => void) =>
    commit({
      variables: { ids },
      onCompleted: () => onSettled?.(),
      onError: (e) => {
        onSettled?.();
        handleApiError(e);
      },
    });
  return [sell, selling];
}
