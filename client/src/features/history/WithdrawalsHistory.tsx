import { useMemo, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import { reasonLabel, tradeStateLabel } from '../inventory';
import { Pager } from './Table';
import { pageCount, PAGE_SIZE } from './tabs';
import type { WithdrawalsHistoryQuery } from '../../__generated__/WithdrawalsHistoryQuery.graphql';
import type { WithdrawalsHistorySubscription } from '../../__generated__/WithdrawalsHistorySubscription.graphql';

// The viewer's withdrawals, newest first, a page at a time (GET
// /user/history/withdraws): the profile history's withdrawals tab.

const query = graphql`
  query WithdrawalsHistoryQuery($page: Int!, $limit: Int!) {
    withdrawals(page: $page, limit: $limit) {
      total
      items {
        id
        dropId
        state
        kind
        value
        reason
        createdAt
        updatedAt
      }
    }
  }
`;

// Every state change of the viewer's items (a withdrawal made, sent, paid
// out or failed) reads the page again, so the table follows without a reload.
const changes = graphql`
  subscription WithdrawalsHistorySubscription {
    dropStateChanged {
      dropId
      state
    }
  }
`;

export function WithdrawalsHistory() {
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [pending, startTransition] = useTransition();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<WithdrawalsHistoryQuery>(query, { page, limit: PAGE_SIZE }, { fetchPolicy: 'store-and-network', fetchKey });
  const config = useMemo<GraphQLSubscriptionConfig<WithdrawalsHistorySubscription>>(
    () => ({
      subscription: changes,
      variables: {},
      onNext: () => startTransition(() => setFetchKey((k) => k + 1)),
      onError: (e) => console.warn('[withdrawals] subscription', e),
    }),
    [],
  );
  useSubscription(config);
  const { items, total } = data.withdrawals;
  const pages = pageCount(total);
  const go = (p: number) => startTransition(() => setPage(p));
  return (
    <section className="withdrawals-history" data-testid="withdrawals-history">
      {items.length === 0 ? (
        <p className="muted" data-testid="withdrawals-empty">
          <FormattedMessage id="users.withdrawals.empty" />
        </p>
      ) : (
        <table className="history-table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="users.withdrawals.date" />
              </th>
              <th>
                <FormattedMessage id="users.withdrawals.kind" />
              </th>
              <th>
                <FormattedMessage id="users.withdrawals.value" />
              </th>
              <th>
                <FormattedMessage id="users.withdrawals.state" />
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((w) => {
              const reason = reasonLabel(w.reason);
              return (
                <tr key={w.id} data-testid="withdrawal-row" data-state={w.state}>
                  <td>{formatWhen(w.createdAt as string, lang, true)}</td>
                  <td>
                    <FormattedMessage id={w.kind === 'crypto' ? 'inventory.trade.kind.crypto' : 'inventory.trade.kind.skin'} />
                  </td>
                  <td>{formatMoney(w.value, lang)}</td>
                  <td>
                    <FormattedMessage id={tradeStateLabel(w.state)} />
                    {reason && (
                      <span className="muted">
                        {' · '}
                        <FormattedMessage id={reason} />
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={pages} pending={pending} onPage={go} />
    </section>
  );
}
