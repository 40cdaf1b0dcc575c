import type { MessageId } from '../../i18n/messageIds';

// The profile's history tabs, in the order they show; the tab is the
// `history` search parameter (user/me?history=sales), so a link names it.

export const TABS = ['openings', 'sales', 'deposits', 'upgrades', 'contracts', 'changes', 'battles', 'dailybonus', 'promocodes', 'withdrawals', 'statement'] as const;
export type Tab = (typeof TABS)[number];

export const TAB_PARAM = 'history';

export const TAB_LABEL: Record<Tab, MessageId> = {
  openings: 'history.tab.openings',
  sales: 'history.tab.sales',
  deposits: 'history.tab.deposits',
  upgrades: 'history.tab.upgrades',
  contracts: 'history.tab.contracts',
  changes: 'history.tab.changes',
  battles: 'history.tab.battles',
  dailybonus: 'history.tab.dailybonus',
  promocodes: 'history.tab.promocodes',
  withdrawals: 'history.tab.withdrawals',
  statement: 'history.tab.statement',
};

/** The tab a search parameter names; the first for none or an unknown one. */
export function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : TABS[0];
}

/** Rows a page of every tab. */
export const PAGE_SIZE = 10;

/** Pages of a list of `total` rows (the page-numbered tabs). */
export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The rows of a Relay connection's edges. */
export function nodes<T>(edges: ReadonlyArray<{ readonly node?: T | null } | null | undefined> | null | undefined): T[] {
  return (edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
}
