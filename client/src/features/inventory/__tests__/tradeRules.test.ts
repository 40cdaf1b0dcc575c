import { dropHistory, itemActions, latestByDrop, offerUrl, reasonLabel, suggestDeferred, TRADE_STATE_LABEL, tradeOpen, tradeStateLabel, walletReady, cryptoFieldError, type Trade } from '../tradeRules';
import en from '../../../i18n/catalogs/inventory/en.json';

const t = (id: string, dropId: string, state: string, at: string, over: Partial<Trade> = {}): Trade => ({
  id,
  dropId,
  state,
  kind: 'skin',
  reason: '',
  tradeofferId: '',
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('itemActions', () => {
  it.each([
    ['active', false, null, ['sell', 'withdraw', 'crypto', 'swap']],
    ['active', true, null, ['open']],
    ['reserved', false, null, ['withdraw', 'crypto', 'decline']],
    ['accepted', false, 'queued', ['decline']],
    ['accepted', false, 'ordering', []],
    ['accepted', false, 'pending', ['decline']],
    ['accepted', false, 'sent', ['decline']],
    ['accepted', false, null, []],
    ['delivered', false, 'delivered', []],
    ['failed', false, 'failed', []],
    ['swapped', false, null, []],
    ['sold', false, null, []],
    ['declined', false, null, []],
    ['upgraded', false, null, []],
    ['used', false, null, []],
  ])('%s (container %s, withdrawal %s): %j', (state, isContainer, trade, want) => {
    expect(itemActions({ state, isContainer, trade: trade ? { state: trade } : null }, true)).toEqual(want);
  });

  it('takes back no crypto payout once ordered', () => {
    expect(itemActions({ state: 'accepted', isContainer: false, trade: { state: 'pending', kind: 'crypto' } }, true)).toEqual([]);
    expect(itemActions({ state: 'accepted', isContainer: false, trade: { state: 'queued', kind: 'crypto' } }, true)).toEqual(['decline']);
  });

  it('offers nothing on another player’s items', () => {
    expect(itemActions({ state: 'active', isContainer: false }, false)).toEqual([]);
    expect(itemActions({ state: 'reserved', isContainer: false }, false)).toEqual([]);
  });
});

describe('labels', () => {
  it('labels every withdrawal state with an English text', () => {
    for (const s of ['queued', 'ordering', 'pending', 'sent', 'delivered', 'declined', 'expired', 'failed', 'canceled']) {
      expect(en[tradeStateLabel(s) as keyof typeof en]).toBeTruthy();
    }
    expect(Object.keys(TRADE_STATE_LABEL)).toHaveLength(9);
    expect(en[tradeStateLabel('sent') as keyof typeof en]).toBe('Offer sent');
    // A state the client does not know yet reads as under way.
    expect(tradeStateLabel('mystery')).toBe('inventory.trade.state.pending');
  });

  it('adds a reason only where the state does not say it', () => {
    expect(reasonLabel('out_of_stock')).toBe('inventory.trade.reason.outOfStock');
    expect(reasonLabel('price_moved')).toBe('inventory.trade.reason.priceMoved');
    expect(reasonLabel('player_declined')).toBe('inventory.trade.reason.playerDeclined');
    expect(reasonLabel('offer_canceled')).toBe('inventory.trade.reason.playerDeclined');
    expect(reasonLabel('retries_exhausted')).toBe('inventory.trade.reason.gaveUp');
    expect(reasonLabel('offer_declined')).toBeNull();
    expect(reasonLabel('offer_accepted')).toBeNull();
    expect(reasonLabel('')).toBeNull();
  });
});

it('tells open withdrawals from ended ones', () => {
  expect(['queued', 'ordering', 'pending', 'sent'].every(tradeOpen)).toBe(true);
  expect(['delivered', 'declined', 'expired', 'failed', 'canceled'].some(tradeOpen)).toBe(false);
});

it('links the Steam offer only of a sent skin withdrawal', () => {
  expect(offerUrl({ state: 'sent', kind: 'skin', tradeofferId: '123' })).toBe('https://steamcommunity.com/tradeoffer/123/');
  expect(offerUrl({ state: 'pending', kind: 'skin', tradeofferId: '123' })).toBeNull();
  expect(offerUrl({ state: 'sent', kind: 'skin', tradeofferId: '' })).toBeNull();
  expect(offerUrl({ state: 'sent', kind: 'crypto', tradeofferId: '123' })).toBeNull();
});

it('keeps a drop’s history newest first, without repeats, and its latest withdrawal', () => {
  const all = [
    t('1', 'D1', 'declined', '2026-11-24T10:00:00Z'),
    t('3', 'D1', 'sent', '2026-11-24T12:00:00Z'),
    t('2', 'D2', 'delivered', '2026-11-24T11:00:00Z'),
    t('3', 'D1', 'sent', '2026-11-24T12:00:00Z'), // in tradeStates and in withdrawals
    t('4', 'D1', 'expired', '2026-11-24T11:00:00Z'),
  ];
  expect(dropHistory(all, 'D1').map((x) => x.id)).toEqual(['3', '4', '1']);
  expect(dropHistory(all, 'D1', 2).map((x) => x.id)).toEqual(['3', '4']);
  expect(dropHistory(all, 'D9')).toEqual([]);
  const latest = latestByDrop(all);
  expect(latest.get('D1')?.id).toBe('3');
  expect(latest.get('D2')?.id).toBe('2');
});

it('suggests waiting for stock after an out-of-stock failure', () => {
  expect(suggestDeferred({ reason: 'out_of_stock' })).toBe(true);
  expect(suggestDeferred({ reason: 'offer_declined' })).toBe(false);
  expect(suggestDeferred(null)).toBe(false);
});

it('asks the server about a wallet only once there is one, and shows its refusal by the field', () => {
  expect(walletReady('')).toBe(false);
  expect(walletReady('   ')).toBe(false);
  expect(walletReady('bc1q w')).toBe(false);
  expect(walletReady(' bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ')).toBe(true);
  expect(cryptoFieldError('api.invalid_wallet')).toBe(true);
  expect(cryptoFieldError('api.trades_blocked')).toBe(false);
});
