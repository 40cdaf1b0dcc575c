import { use } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery } from 'react-relay';
import { shellDataReady } from '../env/shellData';
import { environment } from '../env/relay';
import { onTokenChange } from '../auth/token';
import { useToken } from '../auth/useToken';
import { setSelfBannedHandler } from '../errors/handle';
import type { viewerQuery } from '../../__generated__/viewerQuery.graphql';

// The signed-in player, shared by the header, guards and modals. The fields
// are a fragment so the home screen's query can bring them (see shellData).
export const viewerFragment = graphql`
  fragment viewer_query on Query {
    me {
      id
      nickname
      avatar
      level
      balance
      crystals
      bullets
      candies
      selfBanUntil
      country
      ipCountry
      activePromocode {
        percent
      }
    }
  }
`;

const query = graphql`
  query viewerQuery {
    ...viewer_query @relay(mask: false)
  }
`;

// A new token (sign-in, refresh) means a possibly different viewer: refetch
// into the store, and every reader re-renders.
onTokenChange((token) => {
  if (token) fetchQuery<viewerQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
});

/** Reloads the viewer from the server (for example after api.self_banned). */
export function refetchViewer(): void {
  fetchQuery<viewerQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
}
setSelfBannedHandler(refetchViewer);

export function useViewer() {
  const token = useToken();
  use(shellDataReady());
  const data = useLazyLoadQuery<viewerQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  return token ? data.me : null;
}
