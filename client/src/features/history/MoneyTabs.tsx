import { useState, useTransition } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import type { MessageId } from '../../i18n/messageIds';
import { Pager, Table } from './Table';
import { nodes, PAGE_SIZE } from './tabs';
import type { MoneyTabsDepositsQuery } from '../../__generated__/MoneyTabsDepositsQuery.graphql';
import type { MoneyTabsDeposits_query$key } from '../../__generated__/MoneyTabsDeposits_query.graphql';
import type { MoneyTabsDepositsPaginationQuery } from '../../__generated__/MoneyTabsDepositsPaginationQuery.graphql';
import type { MoneyTabsPromoQuery } from '../../__generated__/MoneyTabsPromoQuery.graphql';
import type { MoneyTabsPromo_query$key } from '../../__generated__/MoneyTabsPromo_query.graphql';
import type { MoneyTabsPromoPaginationQuery } from '../../__generated__/MoneyTabsPromoPaginationQuery.graphql';
import type { MoneyTabsStatementQuery } from '../../__generated__/MoneyTabsStatementQuery.graphql';

// Deposits (GET /user/history/transactions' payments), promo codes
// (GET /user/history/promocodes) and the statement: every change of every
// balance, from the ledger.

const depositsQuery = graphql`
  query MoneyTabsDepositsQuery {
    ...MoneyTabsDeposits_query
  }
`;

const depositsFragment = graphql`
  fragment MoneyTabsDeposits_query on Query
  @refetchable(queryName: "MoneyTabsDepositsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    payments(first: $first, after: $after) @connection(key: "MoneyTabsDeposits_payments") {
      edges {
        node {
          id
          createdAt
          reference
          method
          amount
          paidAmount
          bonusAmount
          status
        }
      }
    }
  }
`;

const PAYMENT_STATUS: Record<string, MessageId> = {
  created: 'history.payment.created',
  pending: 'history.payment.pending',
  succeeded: 'history.payment.succeeded',
  failed: 'history.payment.failed',
  expired: 'history.payment.expired',
  refunded: 'history.payment.refunded',
};

export function Deposits() {
  const lang = useLang();
  const root = useLazyLoadQuery<MoneyTabsDepositsQuery>(depositsQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MoneyTabsDepositsPaginationQuery, MoneyTabsDeposits_query$key>(depositsFragment, root);
  const rows = nodes(data.payments.edges);
  return (
    <>
      <Table tab="deposits" head={['history.col.date', 'history.col.method', 'history.col.amount', 'history.col.bonus', 'history.col.status', 'history.col.reference']} empty={rows.length === 0}>
        {rows.map((p) => (
          <tr key={p.id} data-testid="history-row" data-status={p.status}>
            <td>{formatWhen(p.createdAt, lang, true)}</td>
            <td>{p.method}</td>
            <td>{formatMoney(p.status === 'succeeded' || p.status === 'refunded' ? p.paidAmount : p.amount, lang)}</td>
            <td>{formatMoney(p.bonusAmount, lang)}</td>
            <td>
              <FormattedMessage id={PAYMENT_STATUS[p.status] ?? PAYMENT_STATUS.created} />
            </td>
            <td className="mono small">{p.reference}</td>
          </tr>
        ))}
      </Table>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const promoQuery = graphql`
  query MoneyTabsPromoQuery {
    ...MoneyTabsPromo_query
  }
`;

const promoFragment = graphql`
  fragment MoneyTabsPromo_query on Query
  @refetchable(queryName: "MoneyTabsPromoPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    promocodeHistory(first: $first, after: $after) @connection(key: "MoneyTabsPromo_promocodeHistory") {
      edges {
        node {
          id
          createdAt
          code
          type
          amount
          percentBps
          state
        }
      }
    }
  }
`;

const PROMO_STATE: Record<string, MessageId> = {
  active: 'history.promo.active',
  used: 'history.promo.used',
  replaced: 'history.promo.replaced',
};

/** What a code gave: money, a deposit bonus, a case, a partner's code. */
function PromoReward({ p, lang }: { p: { type: string; amount: string; percentBps: number }; lang: Parameters<typeof formatMoney>[1] }) {
  switch (p.type) {
    case 'money':
      return <>{formatMoney(p.amount, lang)}</>;
    case 'percent':
    case 'promo':
    case 'partner':
      return p.percentBps > 0 ? (
        <FormattedMessage id="history.promo.bonus" values={{ percent: <FormattedNumber value={p.percentBps / 10_000} style="percent" maximumFractionDigits={2} /> }} />
      ) : (
        <FormattedMessage id="history.promo.partner" />
      );
    case 'case':
      return <FormattedMessage id="history.promo.case" />;
    default:
      return null;
  }
}

export function PromoCodes() {
  const lang = useLang();
  const root = useLazyLoadQuery<MoneyTabsPromoQuery>(promoQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MoneyTabsPromoPaginationQuery, MoneyTabsPromo_query$key>(promoFragment, root);
  const rows = nodes(data.promocodeHistory.edges);
  return (
    <>
      <Table tab="promocodes" head={['history.col.date', 'history.col.code', 'history.col.reward', 'history.col.status']} empty={rows.length === 0}>
        {rows.map((p) => (
          <tr key={p.id} data-testid="history-row">
            <td>{formatWhen(p.createdAt, lang, true)}</td>
            <td className="mono">{p.code}</td>
            <td>
              <PromoReward p={p} lang={lang} />
            </td>
            <td>
              <FormattedMessage id={PROMO_STATE[p.state] ?? PROMO_STATE.used} />
            </td>
          </tr>
        ))}
      </Table>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const statementQuery = graphql`
  query MoneyTabsStatementQuery($page: Int!) {
    transactions(page: $page) {
      total
      perPage
      items {
        id
        currency
        delta
        amount
        balanceAfter
        reason
        createdAt
      }
    }
  }
`;

const CURRENCY: Record<string, MessageId> = {
  money: 'history.currency.money',
  crystals: 'history.currency.crystals',
  bullets: 'history.currency.bullets',
  candies: 'history.currency.candies',
  event: 'history.currency.event',
  partner: 'history.currency.partner',
};

// The ledger's reasons a player meets most; another shows as the server writes it.
const REASON: Record<string, MessageId> = {
  topup: 'history.reason.topup',
  deposit_bonus: 'history.reason.depositBonus',
  case_open: 'history.reason.caseOpen',
  sell: 'history.reason.sell',
  upgrade: 'history.reason.upgrade',
  contract: 'history.reason.contract',
  change: 'history.reason.change',
  battle_create: 'history.reason.battle',
  battle_seat: 'history.reason.battle',
  battle_refund: 'history.reason.battleRefund',
  promocode: 'history.reason.promocode',
  withdraw: 'history.reason.withdraw',
  withdraw_refund: 'history.reason.withdrawRefund',
  refund: 'history.reason.refund',
  cashback: 'history.reason.cashback',
  level_reward: 'history.reason.levelReward',
  partner_earning: 'history.reason.partnerEarning',
  daily_crystal: 'history.reason.dailyCrystal',
  task_reward: 'history.reason.taskReward',
  demo_grant: 'history.reason.demoGrant',
  season_candies: 'history.reason.seasonCandies',
};

/** A reason no label names, readable: "gacha_reset" -> "gacha reset". */
const plainReason = (r: string) => r.replace(/_/g, ' ');

/** A unit balance's change as a signed number, money's as signed money. */
function Delta({ t, lang }: { t: { currency: string; delta: number }; lang: Parameters<typeof formatMoney>[1] }) {
  const sign = t.delta > 0 ? '+' : t.delta < 0 ? '−' : '';
  const abs = Math.abs(t.delta);
  const text = t.currency === 'money' || t.currency === 'partner' ? formatMoney(abs / 100, lang) : String(abs);
  return (
    <span className={t.delta >= 0 ? 'is-up' : 'is-down'}>
      {sign}
      {text}
    </span>
  );
}

function Balance({ t, lang }: { t: { currency: string; balanceAfter: number }; lang: Parameters<typeof formatMoney>[1] }) {
  return <>{t.currency === 'money' || t.currency === 'partner' ? formatMoney(t.balanceAfter / 100, lang) : t.balanceAfter}</>;
}

export function Statement() {
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<MoneyTabsStatementQuery>(statementQuery, { page }, { fetchPolicy: 'store-and-network' });
  const { items, total, perPage } = data.transactions;
  return (
    <>
      <Table tab="statement" head={['history.col.date', 'history.col.currency', 'history.col.change', 'history.col.balanceAfter', 'history.col.reason']} empty={items.length === 0}>
        {items.map((t) => (
          <tr key={t.id} data-testid="history-row" data-currency={t.currency}>
            <td>{formatWhen(t.createdAt, lang, true)}</td>
            <td>{CURRENCY[t.currency] ? <FormattedMessage id={CURRENCY[t.currency]} /> : t.currency}</td>
            <td>
              <Delta t={t} lang={lang} />
            </td>
            <td>
              <Balance t={t} lang={lang} />
            </td>
            <td>{REASON[t.reason] ? <FormattedMessage id={REASON[t.reason]} /> : plainReason(t.reason)}</td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pages={Math.max(1, Math.ceil(total / Math.max(1, perPage)))} pending={pending} onPage={(p) => startTransition(() => setPage(p))} />
    </>
  );
}
