import type { MessageId } from '../../i18n/messageIds';
import { CRYPTO_TYPES } from './rules.gen';

// Withdrawals and swaps of won items (docs/trades.md), as the inventory shows
// them: which actions an item offers in each state, the labels of the
// withdrawal states, an item's short history, the offer link. Pure, so that
// jest checks them without a screen.

/** The payout currencies of a crypto withdrawal (validated by the server; server/trades.CryptoTypes, generated). */
export { CRYPTO_TYPES };
export type CryptoType = (typeof CRYPTO_TYPES)[number];

export type ItemAction = 'open' | 'sell' | 'withdraw' | 'crypto' | 'swap' | 'decline';

/** A withdrawal as the client knows it (TradeState). */
export interface Trade {
  readonly id: string;
  readonly dropId: string;
  readonly state: string;
  readonly kind: string;
  readonly reason: string;
  readonly tradeofferId: string;
  readonly createdAt: unknown;
  readonly updatedAt: unknown;
}

export interface ItemFacts {
  /** The drop's state (active, reserved, accepted, ...). */
  state: string;
  /** A container item: it opens into its case. */
  isContainer: boolean;
  /** The drop's newest withdrawal, if any. */
  trade?: (Pick<Trade, 'state'> & Partial<Pick<Trade, 'kind'>>) | null;
}

/** The actions an item offers its owner; none to anyone else. */
export function itemActions(item: ItemFacts, isOwner: boolean): ItemAction[] {
  if (!isOwner) return [];
  switch (item.state) {
    case 'active':
      // A container opens (it is not a skin to withdraw or swap).
      return item.isContainer ? ['open'] : ['sell', 'withdraw', 'crypto', 'swap'];
    case 'reserved':
      // Held for a withdrawal: withdraw it, or put it back.
      return ['withdraw', 'crypto', 'decline'];
    case 'accepted':
      // Taken back: a withdrawal no order was placed for yet, or a skin whose
      // offer is pending or sent (canceled at the supplier). Not while the
      // order is being placed, nor a crypto payout.
      if (item.trade?.state === 'queued') return ['decline'];
      if ((item.trade?.state === 'pending' || item.trade?.state === 'sent') && (item.trade.kind ?? 'skin') === 'skin') return ['decline'];
      return [];
    default:
      return [];
  }
}

/** Withdrawal states (TradeState.state) and their labels. */
export const TRADE_STATE_LABEL: Record<string, MessageId> = {
  queued: 'inventory.trade.state.queued',
  ordering: 'inventory.trade.state.ordering',
  pending: 'inventory.trade.state.pending',
  sent: 'inventory.trade.state.sent',
  delivered: 'inventory.trade.state.delivered',
  declined: 'inventory.trade.state.declined',
  expired: 'inventory.trade.state.expired',
  failed: 'inventory.trade.state.failed',
  canceled: 'inventory.trade.state.canceled',
};

/** The label of a withdrawal state; an unknown one reads as under way. */
export function tradeStateLabel(state: string): MessageId {
  return TRADE_STATE_LABEL[state] ?? 'inventory.trade.state.pending';
}

/** Still under way (not ended). */
export function tradeOpen(state: string): boolean {
  return state === 'queued' || state === 'ordering' || state === 'pending' || state === 'sent';
}

/** The Steam trade offer to answer: only a skin withdrawal whose offer was sent. */
export function offerUrl(t: Pick<Trade, 'state' | 'kind' | 'tradeofferId'>): string | null {
  if (t.kind !== 'skin' || t.state !== 'sent' || !t.tradeofferId) return null;
  return `https://steamcommunity.com/tradeoffer/${encodeURIComponent(t.tradeofferId)}/`;
}

/** A drop's withdrawals, newest first, at most `max` (its short history). */
export function dropHistory<T extends Trade>(trades: readonly T[], dropId: string, max = 3): T[] {
  const seen = new Set<string>();
  return trades
    .filter((t) => t.dropId === dropId && !seen.has(t.id) && seen.add(t.id))
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || Number(b.id) - Number(a.id))
    .slice(0, max);
}

/** Every drop's newest withdrawal. */
export function latestByDrop<T extends Trade>(trades: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const t of trades) {
    const cur = out.get(t.dropId);
    if (!cur || time(t.createdAt) > time(cur.createdAt) || (time(t.createdAt) === time(cur.createdAt) && Number(t.id) > Number(cur.id))) out.set(t.dropId, t);
  }
  return out;
}

/** Why a withdrawal ended, when its state does not say it already; else null. */
export function reasonLabel(reason: string): MessageId | null {
  switch (reason) {
    case 'out_of_stock':
      return 'inventory.trade.reason.outOfStock';
    case 'price_moved':
      return 'inventory.trade.reason.priceMoved';
    case 'player_declined':
    case 'offer_canceled':
      return 'inventory.trade.reason.playerDeclined';
    case 'retries_exhausted':
      return 'inventory.trade.reason.gaveUp';
    default:
      return null;
  }
}

/** The last withdrawal of the drop ended for want of stock: offer to wait for it (deferred). */
export function suggestDeferred(t: Pick<Trade, 'reason'> | null | undefined): boolean {
  return t?.reason === 'out_of_stock';
}

/** Refusals the crypto dialog shows next to its fields (the rest go to the error catalogue). */
export function cryptoFieldError(code: string): boolean {
  return code === 'api.invalid_wallet' || code === 'api.validation';
}

/** What the wallet field accepts before asking the server: something, without spaces. */
export function walletReady(wallet: string): boolean {
  const w = wallet.trim();
  return w.length > 0 && !/\s/.test(w);
}

function time(v: unknown): number {
  const t = typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
  return Number.isNaN(t) ? 0 : t;
}
