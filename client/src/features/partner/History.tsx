import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Avatar } from '../../app/ui/Avatar';
import { LoadMore } from '../../app/ui/LoadMore';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import { bpsPercent, coinLabel } from './partner';
import type { MessageId } from '../../i18n/messageIds';
import type { HistoryEarningsQuery } from '../../__generated__/HistoryEarningsQuery.graphql';
import type { HistoryTransfersQuery } from '../../__generated__/HistoryTransfersQuery.graphql';
import type { History_earnings$key } from '../../__generated__/History_earnings.graphql';
import type { History_transfers$key } from '../../__generated__/History_transfers.graphql';
import type { HistoryEarningsPaginationQuery } from '../../__generated__/HistoryEarningsPaginationQuery.graphql';
import type { HistoryTransfersPaginationQuery } from '../../__generated__/HistoryTransfersPaginationQuery.graphql';

export const PAGE_SIZE = 10;

const earningsQuery = graphql`
  query HistoryEarningsQuery {
    ...History_earnings
  }
`;

const earningsFragment = graphql`
  fragment History_earnings on Query
  @refetchable(queryName: "HistoryEarningsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    partnerHistory(first: $first, after: $after) @connection(key: "History_partnerHistory") {
      totalCount
      edges {
        node {
          id
          referral {
            nickname
            avatar
          }
          deposit
          percentage
          amount
          clawedBack
          createdAt
        }
      }
    }
  }
`;

const transfersQuery = graphql`
  query HistoryTransfersQuery {
    ...History_transfers
  }
`;

const transfersFragment = graphql`
  fragment History_transfers on Query
  @refetchable(queryName: "HistoryTransfersPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    partnerTransfers(first: $first, after: $after) @connection(key: "History_partnerTransfers") {
      totalCount
      edges {
        node {
          id
          kind
          amount
          state
          coin
          wallet
          reason
          item {
            name
          }
          createdAt
        }
      }
    }
  }
`;

/** Reads the list again when reloadKey changes (a withdrawal, a purchase). */
function useReload(reloadKey: number, refetch: (vars: { first: number }, opts: { fetchPolicy: 'network-only' }) => unknown) {
  const [, startTransition] = useTransition();
  const seen = useRef(reloadKey);
  useEffect(() => {
    if (seen.current === reloadKey) return;
    seen.current = reloadKey;
    startTransition(() => {
      refetch({ first: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [reloadKey, refetch]);
}

/** One row per referral deposit: who, how much, the share, and a clawback. */
export function EarningsHistory({ reloadKey }: { reloadKey: number }) {
  const root = useLazyLoadQuery<HistoryEarningsQuery>(earningsQuery, {}, { fetchPolicy: 'store-and-network' });
  return <Earnings queryRef={root} reloadKey={reloadKey} />;
}

function Earnings({ queryRef, reloadKey }: { queryRef: History_earnings$key; reloadKey: number }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<HistoryEarningsPaginationQuery, History_earnings$key>(earningsFragment, queryRef);
  useReload(reloadKey, refetch);
  const rows = (data.partnerHistory.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <section className="partner-section" data-testid="partner-history">
      <h2 className="section-title">
        <FormattedMessage id="partner.history.title" />
      </h2>
      {rows.length === 0 ? (
        <p className="muted" data-testid="partner-history-empty">
          <FormattedMessage id="partner.history.empty" />
        </p>
      ) : (
        <table className="history-table partner-table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="partner.history.date" />
              </th>
              <th>
                <FormattedMessage id="partner.history.referral" />
              </th>
              <th>
                <FormattedMessage id="partner.history.deposit" />
              </th>
              <th>
                <FormattedMessage id="partner.level.percentage" />
              </th>
              <th>
                <FormattedMessage id="partner.history.earned" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="partner-history-row" className={r.clawedBack ? 'is-clawed-back' : undefined}>
                <td>{formatWhen(r.createdAt, lang, true)}</td>
                <td className="partner-referral">
                  <Avatar src={r.referral.avatar} name={r.referral.nickname} size={24} />
                  <span>{r.referral.nickname}</span>
                </td>
                <td>{formatMoney(r.deposit, lang)}</td>
                <td>{bpsPercent(r.percentage)}%</td>
                <td data-testid="partner-history-amount">
                  {formatMoney(r.amount, lang)}
                  {r.clawedBack && (
                    <span className="partner-badge" data-testid="partner-clawed-back">
                      <FormattedMessage id="partner.history.clawedBack" />
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </section>
  );
}

const KINDS: Record<string, MessageId> = {
  balance: 'partner.transfers.kind.balance',
  crypto: 'partner.transfers.kind.crypto',
  shop: 'partner.transfers.kind.shop',
};
const STATES: Record<string, MessageId> = {
  pending: 'partner.transfers.state.pending',
  done: 'partner.transfers.state.done',
  failed: 'partner.transfers.state.failed',
};

/** Withdrawals and shop purchases from the partner balance. */
export function TransfersHistory({ reloadKey }: { reloadKey: number }) {
  const root = useLazyLoadQuery<HistoryTransfersQuery>(transfersQuery, {}, { fetchPolicy: 'store-and-network' });
  return <Transfers queryRef={root} reloadKey={reloadKey} />;
}

function Transfers({ queryRef, reloadKey }: { queryRef: History_transfers$key; reloadKey: number }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<HistoryTransfersPaginationQuery, History_transfers$key>(transfersFragment, queryRef);
  useReload(reloadKey, refetch);
  const rows = (data.partnerTransfers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <section className="partner-section" data-testid="partner-transfers">
      <h2 className="section-title">
        <FormattedMessage id="partner.transfers.title" />
      </h2>
      {rows.length === 0 ? (
        <p className="muted" data-testid="partner-transfers-empty">
          <FormattedMessage id="partner.transfers.empty" />
        </p>
      ) : (
        <table className="history-table partner-table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="partner.history.date" />
              </th>
              <th>
                <FormattedMessage id="partner.transfers.kindTitle" />
              </th>
              <th>
                <FormattedMessage id="partner.withdraw.amount" />
              </th>
              <th>
                <FormattedMessage id="partner.transfers.stateTitle" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="partner-transfer-row">
                <td>{formatWhen(r.createdAt, lang, true)}</td>
                <td>
                  {KINDS[r.kind] ? <FormattedMessage id={KINDS[r.kind]} /> : r.kind}
                  {r.coin && ` · ${coinLabel(r.coin)} ${r.wallet ?? ''}`}
                  {r.item && ` · ${r.item.name}`}
                </td>
                <td>{formatMoney(r.amount, lang)}</td>
                <td data-testid="partner-transfer-state" title={r.reason ?? undefined}>
                  {STATES[r.state] ? <FormattedMessage id={STATES[r.state]} /> : r.state}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </section>
  );
}
