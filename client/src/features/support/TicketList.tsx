import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TicketListQuery } from '../../__generated__/TicketListQuery.graphql';
import { Status } from './Status';

const query = graphql`
  query TicketListQuery($search: String) {
    supportTickets(search: $search, first: 50) {
      id
      subject
      status
      updatedAt
    }
  }
`;

/** The player's tickets, most recently changed first, with a search. */
export function TicketList({ onOpen, reloadKey }: { onOpen: (id: string) => void; reloadKey: number }) {
  const intl = useIntl();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<TicketListQuery>(query, { search: deferred || null }, { fetchPolicy: 'store-and-network', fetchKey: reloadKey });
  return (
    <div className="support-list" data-testid="support-list">
      <input
        className="input support-list__search"
        type="search"
        value={search}
        placeholder={intl.formatMessage({ id: 'support.search' })}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="support-search"
      />
      {data.supportTickets.length === 0 ? (
        <p className="muted" data-testid="support-empty">
          <FormattedMessage id={deferred ? 'support.noMatch' : 'support.empty'} />
        </p>
      ) : (
        <ul>
          {data.supportTickets.map((t) => (
            <li key={t.id}>
              <button type="button" className="support-list__item" onClick={() => onOpen(t.id)} data-testid="support-ticket">
                <span className="support-list__subject">
                  #{t.id} {t.subject}
                </span>
                <Status status={t.status} />
                <span className="muted">
                  {formatWhen(String(t.updatedAt), lang, true)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
