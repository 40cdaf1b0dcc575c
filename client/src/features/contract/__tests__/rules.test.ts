import {
  FAST_ROLL_MS,
  MAX_DELAY_MS,
  ROLL_MS,
  SETTLE_MS,
  SCALE,
  band,
  expectedValue,
  lineAt,
  multipliers,
  playState,
  profit,
  refusalOf,
  rollMs,
  stakeCents,
  targetValue,
  ticketPercent,
  weaponOptions,
  type Info,
  type Selection,
} from '../rules';
import { pickedCents, selectionFull, toggleItem, togglePicked } from '../../../entities/drop/selection';

// server/contract/table.go: the modes' bands in permille.
const SAFE = { lowPermille: 500, highPermille: 2_000 };
const NORMAL = { lowPermille: 250, highPermille: 4_000 };
const RISKY = { lowPermille: 100, highPermille: 10_000 };

describe('stake, bands and target, as server/contract computes them', () => {
  it('adds the items and the bullets', () => {
    expect(stakeCents([120, 80, 300], 0, 1)).toBe(500);
    expect(stakeCents([120, 80, 300], 25, 1)).toBe(525);
    expect(stakeCents([], 7, 1)).toBe(7);
    expect(stakeCents([100], -5, 1)).toBe(100);
  });

  it('rounds the low bound up and the high bound down (Bounds)', () => {
    expect(band(1000, SAFE)).toEqual([500, 2000]);
    expect(band(1000, NORMAL)).toEqual([250, 4000]);
    expect(band(1000, RISKY)).toEqual([100, 10_000]);
    // 333 × 0.25 = 83.25 -> 84 (never below the band); × 4 = 1332.
    expect(band(333, NORMAL)).toEqual([84, 1332]);
    // 333 × 0.1 = 33.3 -> 34.
    expect(band(333, RISKY)).toEqual([34, 3330]);
  });

  it('aims the table at the stake less the house edge, truncated (Target)', () => {
    expect(targetValue(1000, 500)).toBe(950);
    expect(targetValue(333, 500)).toBe(316);
    expect(targetValue(1, 500)).toBe(0);
    expect(targetValue(1000, 0)).toBe(1000);
  });

  it('shows the bands as multipliers', () => {
    expect(multipliers(SAFE)).toEqual([0.5, 2]);
    expect(multipliers(RISKY)).toEqual([0.1, 10]);
  });
});

describe('the outcome table', () => {
  const table = [
    { price: '1.00', from: 0, to: 600_000, chance: 600_000 },
    { price: '2.00', from: 600_000, to: 900_000, chance: 300_000 },
    { price: '5.55', from: 900_000, to: SCALE, chance: 100_000 },
  ];

  it('has the expected value of its tickets, truncated to the cent (ExpectedValue)', () => {
    // 0.6 × 100 + 0.3 × 200 + 0.1 × 555 = 175.5 -> 175
    expect(expectedValue(table)).toBe(175);
    expect(expectedValue([])).toBe(0);
  });

  it('stays exact for dear items (BigInt)', () => {
    expect(expectedValue([{ price: '99999999.99', from: 0, to: SCALE, chance: SCALE }])).toBe(9_999_999_999);
  });

  // server/contract/table_test.go TestDrawEdges: [from, to).
  it.each([
    [0, 0],
    [599_999, 0],
    [600_000, 1],
    [899_999, 1],
    [900_000, 2],
    [SCALE - 1, 2],
    [SCALE, -1],
    [-1, -1],
  ])('ticket %i falls in line %i', (ticket, line) => {
    expect(lineAt(table, ticket)).toBe(line);
  });

  it('puts a ticket at its share of the bar', () => {
    expect(ticketPercent(0)).toBe(0);
    expect(ticketPercent(250_000)).toBe(25);
    expect(ticketPercent(SCALE * 2)).toBe(100);
  });

  it('offers each weapon of the table once, by name', () => {
    expect(
      weaponOptions([
        { weapon: 'P250', marketHashName: 'P250 | Sand Dune (Field-Tested)' },
        { weapon: 'AK-47', marketHashName: 'AK-47 | Safari Mesh (Field-Tested)' },
        { weapon: 'P250', marketHashName: 'P250 | Boreal Forest (Minimal Wear)' },
        { weapon: '', marketHashName: 'Sticker | Something' },
      ]),
    ).toEqual([
      { weapon: 'AK-47', marketHashName: 'AK-47 | Safari Mesh (Field-Tested)' },
      { weapon: 'P250', marketHashName: 'P250 | Sand Dune (Field-Tested)' },
    ]);
  });
});

describe('picking the items to give', () => {
  it('takes up to the maximum, and gives items back', () => {
    expect(toggleItem(['a', 'b'], 'c', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleItem(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleItem(['a', 'b', 'c'], 'b', 3)).toEqual(['a', 'c']);
    expect(selectionFull(['a', 'b', 'c'], 3)).toBe(true);
    expect(selectionFull(['a', 'b'], 3)).toBe(false);
  });

  it('keeps the price each item had when picked', () => {
    const a = { id: 'a', cents: 100, marketHashName: 'A' };
    const b = { id: 'b', cents: 250, marketHashName: 'B' };
    let picked = togglePicked([], a, 10);
    picked = togglePicked(picked, b, 10);
    picked = togglePicked(picked, { ...a, cents: 999 }, 10); // a again: off
    expect(picked).toEqual([b]);
    expect(pickedCents(togglePicked(picked, a, 10))).toBe(350);
    expect(togglePicked([a], b, 1)).toEqual([a]);
  });
});

describe('the create button', () => {
  const info: Info = { minItems: 3, maxItems: 10, playable: true, reason: null };
  const sel = (s: Partial<Selection>): Selection => ({ signedIn: true, items: 3, bullets: 0, heldBullets: 0, table: 'ready', ...s });

  it('asks a visitor to sign in first', () => {
    expect(playState(info, sel({ signedIn: false })).kind).toBe('signIn');
  });

  it('names the server’s refusal (self-ban, restricted account)', () => {
    expect(playState({ ...info, playable: false, reason: 'api.self_banned' }, sel({}))).toEqual({ kind: 'unavailable', reason: 'api.self_banned' });
    expect(playState({ ...info, playable: false, reason: null }, sel({}))).toEqual({ kind: 'unavailable', reason: 'api.generic' });
  });

  it('needs 3 to 10 items', () => {
    expect(playState(info, sel({ items: 0 }))).toEqual({ kind: 'tooFew', min: 3, missing: 3 });
    expect(playState(info, sel({ items: 2 }))).toEqual({ kind: 'tooFew', min: 3, missing: 1 });
    expect(playState(info, sel({ items: 3 })).kind).toBe('play');
    expect(playState(info, sel({ items: 10 })).kind).toBe('play');
    expect(playState(info, sel({ items: 11 }))).toEqual({ kind: 'tooMany', max: 10 });
  });

  it('needs the bullets it stakes', () => {
    expect(playState(info, sel({ bullets: 5, heldBullets: 4 })).kind).toBe('notEnoughBullets');
    expect(playState(info, sel({ bullets: 4, heldBullets: 4 })).kind).toBe('play');
  });

  it('waits for the table, and stops when the catalogue cannot make one', () => {
    expect(playState(info, sel({ table: 'loading' })).kind).toBe('loading');
    expect(playState(info, sel({ table: 'refused' })).kind).toBe('noOutcomes');
  });

  it('reads the server’s reason from the error', () => {
    expect(refusalOf({ code: 'api.validation', reason: 'no_outcomes' })).toBe('no_outcomes');
    expect(refusalOf({ code: 'api.forbidden', reason: 'rules_not_accepted' })).toBe('rules_not_accepted');
    expect(refusalOf({ code: 'api.validation', field: 'ids' })).toBeNull();
  });
});

describe('the roll and its result', () => {
  it('is shorter in fast mode', () => {
    expect(rollMs(false)).toBe(ROLL_MS);
    expect(rollMs(true)).toBe(FAST_ROLL_MS);
    expect(FAST_ROLL_MS).toBeLessThan(ROLL_MS);
  });

  it('counts the result against the stake', () => {
    expect(profit(1500, 1000)).toBe(500);
    expect(profit(400, 1000)).toBe(-600);
  });
});

// The animation announced to the server (delayMs) stays within the longest it
// holds a result back (MAX_DELAY_MS, generated from server/contract.MaxDelay).
it('announces no animation longer than the server holds a result back', () => {
  for (const ms of [ROLL_MS, FAST_ROLL_MS]) expect(ms + SETTLE_MS).toBeLessThanOrEqual(MAX_DELAY_MS);
});
