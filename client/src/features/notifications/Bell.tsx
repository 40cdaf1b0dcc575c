import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { LLink } from '../../app/routing/lang';
import { useViewer } from '../../app/layout/viewer';
import { viewedTicket } from '../support';
import { ago, messageOf, seenInPlace, type Notice } from './notices';
import type { BellQuery } from '../../__generated__/BellQuery.graphql';
import type { BellMarkReadMutation } from '../../__generated__/BellMarkReadMutation.graphql';
import type { BellSubscription } from '../../__generated__/BellSubscription.graphql';
import './notifications.css';

// The header's bell (spec 1, 2): the signed-in player's notifications, the
// unread count on its badge, new ones live over the websocket.

export const PAGE = 20;

const query = graphql`
  query BellQuery($first: Int!) {
    unreadNotifications
    notifications(first: $first) {
      edges {
        node {
          id
          kind
          url
          createdAt
          read
          params {
            name
            value
          }
        }
      }
    }
  }
`;

const markRead = graphql`
  mutation BellMarkReadMutation($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`;

const subscription = graphql`
  subscription BellSubscription {
    notificationAdded {
      id
      kind
      url
      createdAt
      read
      params {
        name
        value
      }
    }
  }
`;

// The browser's own relative time: the build leaves react-intl's out (vite.config.ts).
function Item({ n, onOpen }: { n: Notice; onOpen: () => void }) {
  const intl = useIntl();
  const { id, values } = messageOf(n);
  const [value, unit] = ago(n.createdAt);
  return (
    <li className={`bell__item ${n.read ? '' : 'bell__item--unread'}`} data-testid="notification-item">
      <LLink to={n.url || '/'} className="bell__link" onClick={onOpen}>
        <span className="bell__text">
          <FormattedMessage id={id} values={values} />
        </span>
        <time className="bell__time" dateTime={n.createdAt}>
          {new Intl.RelativeTimeFormat(intl.locale, { numeric: 'auto' }).format(value, unit)}
        </time>
      </LLink>
    </li>
  );
}

function PlayerBell() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<Notice[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sub = fetchQuery<BellQuery>(environment, query, { first: PAGE }, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => {
        setUnread(d.unreadNotifications);
        setItems((d.notifications?.edges ?? []).flatMap((e) => (e?.node ? [e.node as Notice] : [])));
      },
      error: (e: Error) => console.warn('[notifications]', e),
    });
    return () => sub.unsubscribe();
  }, [environment]);

  const mark = useCallback(
    (variables: BellMarkReadMutation['variables']) => {
      commitMutation<BellMarkReadMutation>(environment, {
        mutation: markRead,
        variables,
        onCompleted: (d) => setUnread(d.markNotificationsRead),
        onError: (e) => console.warn('[notifications]', e),
      });
    },
    [environment],
  );

  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: (d: BellSubscription['response'] | null | undefined) => {
        const n = d?.notificationAdded as Notice | undefined;
        if (!n) return;
        if (seenInPlace(n, viewedTicket())) {
          // The thread on screen shows the answer: no badge for it.
          setItems((list) => [{ ...n, read: true }, ...list.filter((x) => x.id !== n.id)].slice(0, PAGE));
          mark({ ids: [n.id] });
          return;
        }
        setItems((list) => {
          if (list.some((x) => x.id === n.id)) return list;
          if (!n.read) setUnread((u) => u + 1);
          return [n, ...list].slice(0, PAGE);
        });
      },
      onError: (e: Error) => console.warn('[notifications]', e),
    }),
    [mark],
  );
  useSubscription<BellSubscription>(config);

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const markAll = () => {
    setItems((list) => list.map((x) => ({ ...x, read: true })));
    setUnread(0);
    mark({ all: true });
  };

  return (
    <div className="bell" ref={box} data-testid="notification-bell">
      <button
        type="button"
        className="bell__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'notifications.open' }, { count: unread })}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-button"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="bell__badge" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__menu" role="dialog" aria-label={intl.formatMessage({ id: 'notifications.title' })} data-testid="notification-list">
          <div className="bell__head">
            <span className="bell__title">
              <FormattedMessage id="notifications.title" />
            </span>
            {unread > 0 && (
              <button type="button" className="bell__all" onClick={markAll} data-testid="notification-mark-all">
                <FormattedMessage id="notifications.markAll" />
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className="bell__empty">
              <FormattedMessage id="notifications.empty" />
            </p>
          ) : (
            <ul className="bell__items">
              {items.map((n) => (
                <Item key={n.id} n={n} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** The bell of the signed-in player; nothing for a visitor. */
export default function Bell() {
  const me = useViewer();
  if (!me) return null;
  return <PlayerBell key={me.id} />;
}
