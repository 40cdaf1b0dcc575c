import {
  SCALE,
  chanceFraction,
  inTier,
  playState,
  rawChance,
  reasonMessage,
  selectionFull,
  spinMs,
  spinRotation,
  stakeCents,
  ticketAngle,
  tierLabel,
  toggleItem,
  winZone,
  wins,
  FAST_SPIN_MS,
  MAX_DELAY_MS,
  SPIN_MS,
  SETTLE_MS,
  arcPath,
  type Info,
  type Stake,
  type Tier,
} from '../rules';

const EDGE = 500; // server/upgrade.DefaultHouseEdgeBps
const MIN = 10_000;
const MAX = 750_000;

describe('chance, as server/upgrade/odds.go computes it', () => {
  // The numbers of TestChance in server/upgrade/odds_test.go.
  it.each([
    [1000, 2000, 475_000], // 50% less 5%
    [100, 10_000, 9_500], // 0.95%: under 1%
    [101, 9_595, 10_000], // just reaches 1%
    [1000, 1200, 791_666], // 79%: over 75%
    [1, 3, 316_666], // truncated toward zero
    [0, 1000, 0], // nothing staked
    [100, 0, 0], // no target price
  ])('stake %i¢, target %i¢ -> %i millionths', (stake, target, want) => {
    expect(rawChance(stake, target, EDGE)).toBe(want);
  });

  it('refuses the same plays as the server: under 1%, over 75%, nothing staked, no price', () => {
    const info: Info = { houseEdgeBps: EDGE, minChance: MIN, maxChance: MAX, maxItems: 10, playable: true, reason: null };
    const at = (stake: number, target: number | null) =>
      playState(info, { items: 1, stake, target, bullets: 0, heldBullets: 0, balance: 0, heldBalance: 0 }).kind;
    expect(at(1000, 2000)).toBe('play');
    expect(at(100, 10_000)).toBe('tooLow');
    expect(at(101, 9_595)).toBe('play');
    expect(at(1000, 1200)).toBe('tooHigh');
    expect(at(1, 3)).toBe('play');
    expect(at(0, 1000)).toBe('noStake');
    expect(at(100, null)).toBe('noTarget');
  });

  it('stays exact where floats would not (stake × 10^6 past 2^53)', () => {
    // 10^11 cents is the largest balance stake the server takes.
    const stake = 100_000_000_000;
    const target = 126_666_666_667;
    const exact = (BigInt(stake) * 9500n * 100n) / BigInt(target);
    expect(rawChance(stake, target, EDGE)).toBe(Number(exact));
    expect(rawChance(stake, target, EDGE)).toBe(749_999);
  });

  it('uses the house edge it is given', () => {
    expect(rawChance(1000, 2000, 0)).toBe(500_000);
    expect(rawChance(1000, 2000, 1000)).toBe(450_000);
  });

  it('shows the chance truncated to hundredths of a percent', () => {
    expect(chanceFraction(316_666)).toBeCloseTo(0.3166, 10);
    expect(chanceFraction(475_000)).toBeCloseTo(0.475, 10);
    expect(chanceFraction(9_999)).toBeCloseTo(0.0099, 10);
  });
});

describe('win zone and dial', () => {
  const chance = 250_000;
  it('low wins on [0, chance), high on [1,000,000 − chance, 1,000,000)', () => {
    expect(winZone(chance, 'low')).toEqual([0, chance]);
    expect(winZone(chance, 'high')).toEqual([SCALE - chance, SCALE]);
  });

  // server/upgrade/odds_test.go TestWinZones.
  it.each([
    [0, 'low', true],
    [chance - 1, 'low', true],
    [chance, 'low', false],
    [SCALE - 1, 'low', false],
    [0, 'high', false],
    [SCALE - chance - 1, 'high', false],
    [SCALE - chance, 'high', true],
    [SCALE - 1, 'high', true],
  ] as const)('ticket %i in mode %s wins: %s', (ticket, mode, win) => {
    expect(wins(ticket, chance, mode)).toBe(win);
  });

  it('puts a ticket at its share of the circle', () => {
    expect(ticketAngle(0)).toBe(0);
    expect(ticketAngle(250_000)).toBe(90);
    expect(ticketAngle(750_000)).toBe(270);
  });

  it('spins forward: full turns from the next whole turn, then the ticket', () => {
    expect(spinRotation(0, 250_000, 5)).toBe(5 * 360 + 90);
    // From a previous stop at 90°, the next spin starts at 360°.
    expect(spinRotation(5 * 360 + 90, 500_000, 2)).toBe(6 * 360 + 2 * 360 + 180);
    expect(spinRotation(720, 0, 2)).toBe(720 + 720);
  });

  it('spins shorter in fast mode', () => {
    expect(spinMs(true)).toBe(FAST_SPIN_MS);
    expect(spinMs(false)).toBe(SPIN_MS);
    expect(FAST_SPIN_MS).toBeLessThan(SPIN_MS);
    // The animation the server is told about stays within its 15 s cap.
    expect(SPIN_MS + SETTLE_MS).toBeLessThanOrEqual(15_000);
  });
});

describe('price tiers', () => {
  // server/upgrade/tiers.go Tiers, as upgradeInfo answers them.
  const TIERS: Tier[] = [
    { id: '0-1', from: '0.00', to: '1.00', fromIncluded: true, toIncluded: true },
    { id: '1-5', from: '1.00', to: '5.00', fromIncluded: false, toIncluded: true },
    { id: '5-25', from: '5.00', to: '25.00', fromIncluded: false, toIncluded: true },
    { id: '500+', from: '500.00', to: null, fromIncluded: false, toIncluded: false },
  ];

  it('labels each tier with the cents it holds', () => {
    expect(tierLabel(TIERS[0])).toEqual({ kind: 'range', min: 0, max: 100 });
    expect(tierLabel(TIERS[1])).toEqual({ kind: 'range', min: 101, max: 500 });
    expect(tierLabel(TIERS[2])).toEqual({ kind: 'range', min: 501, max: 2500 });
    expect(tierLabel(TIERS[3])).toEqual({ kind: 'over', from: 50_000 });
    expect(tierLabel({ id: 'x', from: '10.00', to: '20.00', fromIncluded: true, toIncluded: false })).toEqual({ kind: 'range', min: 1000, max: 1999 });
    expect(tierLabel({ id: 'x', from: '10.00', to: null, fromIncluded: true, toIncluded: false })).toEqual({ kind: 'atLeast', from: 1000 });
  });

  it('agrees with its label at both bounds, and neighbours share a bound without sharing an item', () => {
    expect(inTier(TIERS[0], 100)).toBe(true);
    expect(inTier(TIERS[1], 100)).toBe(false);
    expect(inTier(TIERS[1], 101)).toBe(true);
    expect(inTier(TIERS[1], 500)).toBe(true);
    expect(inTier(TIERS[2], 500)).toBe(false);
    expect(inTier(TIERS[3], 50_000)).toBe(false);
    expect(inTier(TIERS[3], 50_001)).toBe(true);
    for (const t of TIERS) {
      const l = tierLabel(t);
      if (l.kind !== 'range') continue;
      expect([inTier(t, l.min - 1), inTier(t, l.min), inTier(t, l.max), inTier(t, l.max + 1)]).toEqual([false, true, true, false]);
    }
  });
});

describe('staking', () => {
  it('selects up to maxItems and deselects', () => {
    let sel: string[] = [];
    for (const id of ['a', 'b', 'c']) sel = toggleItem(sel, id, 2);
    expect(sel).toEqual(['a', 'b']);
    expect(selectionFull(sel, 2)).toBe(true);
    sel = toggleItem(sel, 'a', 2);
    expect(sel).toEqual(['b']);
    expect(selectionFull(sel, 2)).toBe(false);
    expect(toggleItem(sel, 'c', 2)).toEqual(['b', 'c']);
  });

  it('adds items, bullets and balance', () => {
    expect(stakeCents([127, 250], 30, 1, 1000)).toBe(1407);
    expect(stakeCents([], 0, 1, 0)).toBe(0);
  });
});

describe('play button', () => {
  const info: Info = { houseEdgeBps: EDGE, minChance: MIN, maxChance: MAX, maxItems: 10, playable: true, reason: '' };
  const stake: Stake = { items: 1, stake: 1000, target: 2000, bullets: 0, heldBullets: 0, balance: 0, heldBalance: 0 };

  it('plays at the computed chance', () => {
    expect(playState(info, stake)).toEqual({ kind: 'play', chance: 475_000 });
  });

  it('asks a visitor to sign in, and names the server refusal otherwise', () => {
    expect(playState({ ...info, playable: false, reason: 'api.no_auth' }, stake)).toEqual({ kind: 'signIn' });
    expect(playState({ ...info, playable: false, reason: 'api.self_banned' }, stake)).toEqual({ kind: 'unavailable', reason: 'api.self_banned' });
    expect(playState({ ...info, playable: false, reason: null }, stake)).toEqual({ kind: 'unavailable', reason: 'api.generic' });
  });

  it('gives the bound a refused chance missed', () => {
    expect(playState(info, { ...stake, target: 100_000 })).toEqual({ kind: 'tooLow', chance: 9_500, min: MIN });
    expect(playState(info, { ...stake, target: 1200 })).toEqual({ kind: 'tooHigh', chance: 791_666, max: MAX });
  });

  it('refuses more items, bullets or balance than allowed or held', () => {
    expect(playState(info, { ...stake, items: 11 })).toEqual({ kind: 'tooManyItems', max: 10 });
    expect(playState(info, { ...stake, bullets: 5, heldBullets: 4 })).toEqual({ kind: 'notEnoughBullets' });
    expect(playState(info, { ...stake, balance: 501, heldBalance: 500 })).toEqual({ kind: 'notEnoughBalance' });
  });

  it('shows a server reason through the catalogue, else the generic text', () => {
    const known = (id: string) => ['api.restricted', 'api.generic'].includes(id);
    expect(reasonMessage('api.restricted', known)).toBe('api.restricted');
    expect(reasonMessage('api.something_new', known)).toBe('api.generic');
    expect(reasonMessage('upgrade.title', () => true)).toBe('api.generic');
  });
});

describe('dial arc', () => {
  it('draws the win zone clockwise from the top', () => {
    // A quarter from the top to the right-hand side.
    expect(arcPath(100, 100, 50, 0, 90)).toBe('M 100 50 A 50 50 0 0 1 150 100');
    // Three quarters take the large arc.
    expect(arcPath(100, 100, 50, 90, 360)).toBe('M 150 100 A 50 50 0 1 1 100 50');
    expect(arcPath(100, 100, 50, 10, 10)).toBe('');
  });
});

// The animation announced to the server (delayMs) stays within the longest it
// holds a result back (MAX_DELAY_MS, generated from server/upgrade.MaxDelay).
it('announces no animation longer than the server holds a result back', () => {
  for (const ms of [SPIN_MS, FAST_SPIN_MS]) expect(ms + SETTLE_MS).toBeLessThanOrEqual(MAX_DELAY_MS);
});
