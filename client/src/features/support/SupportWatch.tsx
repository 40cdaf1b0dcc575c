import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { SupportWatchSubscription } from '../../__generated__/SupportWatchSubscription.graphql';
import { ui } from '../../app/state/ui';
import { announces } from './viewing';

// A signed-in player's tickets outside their thread: when one becomes
// solved or closed and it is not the thread on screen, a notice says so
// (spec 4). ViewerWatch mounts this after the first paint. A web push for
// a closed browser tab is the push feature's (not built yet).

const subscription = graphql`
  subscription SupportWatchSubscription {
    supportTicketChanged {
      ticket {
        id
        subject
        status
      }
    }
  }
`;

export default function SupportWatch() {
  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: (d: SupportWatchSubscription['response'] | null | undefined) => {
        const t = d?.supportTicketChanged.ticket;
        if (!t || !announces(t.id, t.status)) return;
        ui.notify({
          tone: 'info',
          title: { id: 'support.title' },
          text: { id: t.status === 'solved' ? 'support.noticeSolved' : 'support.noticeClosed', values: { id: t.id, subject: t.subject } },
        });
      },
      onError: (e: Error) => console.warn('[support]', e),
    }),
    [],
  );
  useSubscription<SupportWatchSubscription>(config);
  return null;
}
