import { Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from '../../app/routing/router';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { DailyBonus, Openings, Sales } from './DropTabs';
import { Battles, Changes, Contracts, Upgrades } from './GameTabs';
import { Deposits, PromoCodes, Statement } from './MoneyTabs';
import { TAB_LABEL, TAB_PARAM, TABS, tabOf, type Tab } from './tabs';
import { WithdrawalsHistory } from './WithdrawalsHistory';
import './history.css';

// The owner's histories on their profile: one tab at a time, each its own
// query when it is opened, paged; the tab is in the address (?history=).

const BODY: Record<Exclude<Tab, 'openings'>, ComponentType> = {
  sales: Sales,
  deposits: Deposits,
  upgrades: Upgrades,
  contracts: Contracts,
  changes: Changes,
  battles: Battles,
  dailybonus: DailyBonus,
  promocodes: PromoCodes,
  withdrawals: WithdrawalsHistory,
  statement: Statement,
};

export default function HistoryPanel({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const Body = tab === 'openings' ? null : BODY[tab];
  const linkTo = (t: Tab) => {
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, t);
    return { search: `?${next}` };
  };
  return (
    <section className="history" data-testid="history" data-tab={tab}>
      <h2 className="section-title">
        <FormattedMessage id="history.title" />
      </h2>
      <nav className="history__tabs" role="tablist">
        {TABS.map((t) => (
          <Link
            key={t}
            to={linkTo(t)}
            replace
            preventScrollReset
            role="tab"
            aria-selected={t === tab}
            className={`history__tab ${t === tab ? 'history__tab--active' : ''}`}
            data-testid="history-tab"
            data-tab={t}
          >
            <FormattedMessage id={TAB_LABEL[t]} />
          </Link>
        ))}
      </nav>
      <div role="tabpanel" className="history__panel">
        <Suspense fallback={<PageSpinner />}>{Body ? <Body /> : <Openings userId={userId} />}</Suspense>
      </div>
    </section>
  );
}
