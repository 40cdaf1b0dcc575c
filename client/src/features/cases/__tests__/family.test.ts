import { createHash } from 'node:crypto';
import {
  clampRange,
  commitmentText,
  familyOpenState,
  holding,
  meterFill,
  priceStops,
  rangePrice,
  resetCrystals,
  restrictionOf,
  type OpenCheck,
} from '../family';

const wallet = { money: 1000, bullets: 50, candies: 5 };
const check = (over: Partial<OpenCheck> = {}): OpenCheck => ({
  signedIn: true,
  family: 'bullet',
  enabled: true,
  currency: 'BULLETS',
  cost: 25,
  wallet,
  restrictions: [],
  ...over,
});

describe('the open button of a family case', () => {
  it('asks a visitor to sign in first', () => {
    expect(familyOpenState(check({ signedIn: false }))).toEqual({ kind: 'signIn' });
    expect(familyOpenState(check({ availability: { openable: false, reason: 'api.no_auth', maxCount: 0 } }))).toEqual({ kind: 'signIn' });
  });

  it('opens when the viewer holds enough of the case’s currency', () => {
    expect(familyOpenState(check())).toEqual({ kind: 'open' });
    expect(familyOpenState(check({ cost: 50 }))).toEqual({ kind: 'open' });
    expect(familyOpenState(check({ currency: 'CANDIES', family: 'candy', cost: 5 }))).toEqual({ kind: 'open' });
    expect(familyOpenState(check({ currency: 'MONEY', family: 'stack', cost: 1000 }))).toEqual({ kind: 'open' });
  });

  it('offers a refill for money and names the shortfall of bullets or candies', () => {
    expect(familyOpenState(check({ currency: 'MONEY', family: 'range', cost: 1001 }))).toEqual({ kind: 'refill' });
    expect(familyOpenState(check({ cost: 51 }))).toEqual({ kind: 'short', currency: 'BULLETS', missing: 1 });
    expect(familyOpenState(check({ currency: 'CANDIES', family: 'candy', cost: 12 }))).toEqual({ kind: 'short', currency: 'CANDIES', missing: 7 });
  });

  it('checks each balance against its own currency', () => {
    // 50 bullets do not pay 25 candies.
    expect(familyOpenState(check({ currency: 'CANDIES', family: 'candy', cost: 25 }))).toEqual({ kind: 'short', currency: 'CANDIES', missing: 20 });
    expect(holding(wallet, 'MONEY')).toBe(1000);
    expect(holding(wallet, 'BULLETS')).toBe(50);
    expect(holding(wallet, 'CANDIES')).toBe(5);
    expect(holding(wallet, 'FREE')).toBe(Infinity);
  });

  it('opens a free case whatever the balances', () => {
    expect(familyOpenState(check({ currency: 'FREE', family: 'reward', cost: 0, wallet: { money: 0, bullets: 0, candies: 0 } }))).toEqual({
      kind: 'open',
    });
  });

  it('leaves an unknown balance to the server', () => {
    expect(familyOpenState(check({ wallet: { money: null, bullets: null, candies: null } }))).toEqual({ kind: 'open' });
  });

  it('is closed by the family’s case_open_ restriction, with the reason', () => {
    expect(restrictionOf('gacha')).toBe('case_open_gacha');
    expect(familyOpenState(check({ restrictions: ['case_open_bullet'] }))).toEqual({ kind: 'unavailable', reason: 'api.restricted' });
    // Another family's restriction does not close this one.
    expect(familyOpenState(check({ restrictions: ['case_open_candy', 'dailybonus'] }))).toEqual({ kind: 'open' });
  });

  it('is closed for a disabled case before the balance counts', () => {
    expect(familyOpenState(check({ enabled: false, cost: 999 }))).toEqual({ kind: 'unavailable', reason: 'api.case_disabled' });
  });

  it('follows the server’s blocking reasons but not its answer for the normal open', () => {
    for (const reason of ['api.self_banned', 'api.account_restricted', 'api.restricted', 'api.case_disabled']) {
      expect(familyOpenState(check({ availability: { openable: false, reason, maxCount: 0 } }))).toEqual({ kind: 'unavailable', reason });
    }
    // A case opened by its family's own mutation is "opened another way" for the normal availability.
    expect(familyOpenState(check({ availability: { openable: false, reason: 'api.validation', maxCount: 0 } }))).toEqual({ kind: 'open' });
  });
});

describe('the range price', () => {
  // weight, price in cents
  const table = [
    { weight: 50, price: 100 },
    { weight: 30, price: 500 },
    { weight: 20, price: 2000 },
  ];

  it('is ceil(Σ(w·p)·10000 / (Σw·rtp)) over the items priced inside the range, bounds included', () => {
    // 50·100 + 30·500 = 20000; 20000·10000 / (80·9000) = 277.7… -> 278
    expect(rangePrice(table, 100, 500, 9000)).toEqual({ price: 278, kept: 80, total: 100, items: 2 });
    // 20·2000·10000 / (20·9000) = 2222.2… -> 2223
    expect(rangePrice(table, 2000, 2000, 9000)).toEqual({ price: 2223, kept: 20, total: 100, items: 1 });
    // All of it: 60000·10000 / (100·9000) = 666.6… -> 667
    expect(rangePrice(table, 0, 10_000, 9000)).toEqual({ price: 667, kept: 100, total: 100, items: 3 });
  });

  it('does not round up an exact price', () => {
    // 9·9·10000 / (9·9000) = 10
    expect(rangePrice([{ weight: 9, price: 9 }], 9, 9, 9000)?.price).toBe(10);
  });

  it('costs at least one cent', () => {
    expect(rangePrice([{ weight: 3, price: 0 }], 0, 0, 9000)?.price).toBe(1);
  });

  it('is null when no item is priced inside the range', () => {
    expect(rangePrice(table, 101, 499, 9000)).toBeNull();
    expect(rangePrice(table, 3000, 4000, 9000)).toBeNull();
    expect(rangePrice([], 0, 100, 9000)).toBeNull();
  });

  it('stays exact where doubles would not (weights × prices × 10000 past 2^53)', () => {
    const w = 2 ** 40;
    const big = [
      { weight: w, price: 1_000_003 },
      { weight: 7, price: 13 },
    ];
    const expected = (BigInt(w) * 1_000_003n + 7n * 13n) * 10000n;
    const den = (BigInt(w) + 7n) * 9000n;
    const want = Number(expected / den + (expected % den ? 1n : 0n));
    expect(rangePrice(big, 0, 2_000_000, 9000)?.price).toBe(want);
  });

  it('offers the distinct item prices as the slider’s stops, cheapest first', () => {
    expect(priceStops([{ weight: 1, price: 500 }, { weight: 2, price: 100 }, { weight: 3, price: 500 }, { weight: 0, price: 50 }])).toEqual([100, 500]);
  });

  it('keeps the thumbs in order', () => {
    expect(clampRange(2, 5, 'lo')).toEqual([2, 5]);
    expect(clampRange(6, 5, 'lo')).toEqual([6, 6]);
    expect(clampRange(4, 3, 'hi')).toEqual([3, 3]);
  });
});

describe('the gacha meter', () => {
  it('fills with the progress up to the pity', () => {
    expect(meterFill(0, 10)).toBe(0);
    expect(meterFill(4, 10)).toBe(0.4);
    expect(meterFill(10, 10)).toBe(1);
    expect(meterFill(12, 10)).toBe(1);
    expect(meterFill(3, 0)).toBe(0);
  });

  it('pays crystals per step of progress on a reset', () => {
    expect(resetCrystals(0, 1)).toBe(0);
    expect(resetCrystals(7, 1)).toBe(7);
    expect(resetCrystals(7, 3)).toBe(21);
  });
});

describe('the discovered board’s commitment', () => {
  it('is the SHA-256 of "salt:id0,id1,…" in slot order', () => {
    const text = commitmentText('a1b2', ['17179869185', '17179869190', '17179869185']);
    expect(text).toBe('a1b2:17179869185,17179869190,17179869185');
    // The page recomputes it with WebCrypto; Node's digest agrees on the text.
    expect(createHash('sha256').update(text).digest('hex')).toHaveLength(64);
  });
});
