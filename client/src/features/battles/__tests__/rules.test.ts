import {
  BATTLE_SPIN_MS,
  addToDraft,
  battleDelay,
  clockOffset,
  createCostCents,
  createInput,
  createState,
  draftCaseIds,
  draftRounds,
  draftSeatCents,
  groupRounds,
  inActiveList,
  joinCostCents,
  botsCostCents,
  landedRounds,
  leadingSides,
  nextListExpiry,
  nextPhaseIn,
  phaseAt,
  presetsShown,
  refreshDraft,
  revealOffsetMs,
  searchCases,
  seatTotals,
  seededRandom,
  setDraftCount,
  sideOfSeat,
  sideTotals,
  type DraftCase,
  morePages,
  type DraftEntry,
} from '../rules';
import { CASES_PAGE, INTRO_SECONDS, MAX_ROUNDS, MIN_PRESETS, PRESETS_UP_TO, REMATCH_WINDOW_MS, ROUND_SECONDS } from '../rules.gen';

const A: DraftCase = { id: 'C1', alias: 'alpha-case', name: 'Alpha Case', price: '2.25', image: null };
const B: DraftCase = { id: 'C2', alias: 'beta-case', name: 'Beta Case', price: '3.10', image: null };

describe('the server constants (spec 9)', () => {
  it('are the spec’s', () => {
    expect([INTRO_SECONDS, ROUND_SECONDS, REMATCH_WINDOW_MS, PRESETS_UP_TO, MIN_PRESETS, MAX_ROUNDS]).toEqual([6, 10, 60_000, 4, 2, 20]);
  });
});

describe('the pages of a battle’s distinct cases', () => {
  it('loads past the first page, a page at a time, in parallel', () => {
    expect(CASES_PAGE).toBe(10);
    expect(morePages(3, 3)).toEqual([]);
    expect(morePages(10, 10)).toEqual([]);
    expect(morePages(11, 10)).toEqual([10]);
    expect(morePages(20, 10)).toEqual([10]);
    expect(morePages(25, 10)).toEqual([10, 20]);
    expect(morePages(5, 0)).toEqual([]);
  });
});

describe('the delay (spec 9: 10 × cases + 6)', () => {
  it.each([
    [1, 16],
    [2, 26],
    [5, 56],
    [20, 206],
  ])('%i cases last %i seconds', (cases, seconds) => {
    expect(battleDelay(cases)).toBe(seconds);
  });
});

describe('presets in the active list (spec 9)', () => {
  it('fill the list up to 4 entries while fewer than 4 battles are active, and keep at least 2', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map((active) => presetsShown(active, 4))).toEqual([4, 3, 2, 2, 2, 2, 2]);
  });

  it('never show more presets than there are', () => {
    expect(presetsShown(0, 1)).toBe(1);
    expect(presetsShown(0, 0)).toBe(0);
    expect(presetsShown(5, 1)).toBe(1);
  });
});

describe('the old-battle rule (spec 4)', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const started = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();

  it('keeps waiting battles and started ones within their delay', () => {
    expect(inActiveList({ state: 'new', startedAt: null, delay: 26 }, now)).toBe(true);
    expect(inActiveList({ state: 'active', startedAt: started(10), delay: 26 }, now)).toBe(true);
    expect(inActiveList({ state: 'finished', startedAt: started(26), delay: 26 }, now)).toBe(true);
  });

  it('drops a battle whose start is older than its delay, and any other state', () => {
    expect(inActiveList({ state: 'finished', startedAt: started(27), delay: 26 }, now)).toBe(false);
    expect(inActiveList({ state: 'active', startedAt: started(100), delay: 26 }, now)).toBe(false);
    expect(inActiveList({ state: 'canceled', startedAt: null, delay: 26 }, now)).toBe(false);
    expect(inActiveList({ state: 'unknown', startedAt: null, delay: 26 }, now)).toBe(false);
  });

  it('knows when the next battle leaves the list', () => {
    const list = [
      { state: 'new', startedAt: null, delay: 16 },
      { state: 'active', startedAt: started(10), delay: 26 },
      { state: 'active', startedAt: started(5), delay: 16 },
    ];
    expect(nextListExpiry(list, now)).toBe(11_001);
    expect(nextListExpiry([{ state: 'new', startedAt: null, delay: 16 }], now)).toBeNull();
  });
});

describe('the reveal schedule (docs/battles.md "Rounds and the clock")', () => {
  const start = 1_000_000;
  const at = (ms: number) => phaseAt(start, 3, start + ms);

  it('shows round r at 6 s + 10 s × (r − 1) after the start', () => {
    expect([1, 2, 3].map(revealOffsetMs)).toEqual([6000, 16_000, 26_000]);
  });

  it('counts down, spins each round from its reveal, rests on it, and ends at the delay', () => {
    expect(phaseAt(null, 3, start)).toEqual({ kind: 'waiting' });
    expect(at(0)).toEqual({ kind: 'intro', msLeft: 6000 });
    expect(at(5999)).toEqual({ kind: 'intro', msLeft: 1 });
    expect(at(6000)).toEqual({ kind: 'spin', round: 1, elapsed: 0 });
    expect(at(6000 + BATTLE_SPIN_MS - 1)).toEqual({ kind: 'spin', round: 1, elapsed: BATTLE_SPIN_MS - 1 });
    expect(at(6000 + BATTLE_SPIN_MS)).toEqual({ kind: 'landed', round: 1 });
    expect(at(16_000)).toEqual({ kind: 'spin', round: 2, elapsed: 0 });
    expect(at(26_500)).toEqual({ kind: 'spin', round: 3, elapsed: 500 });
    expect(at(35_999)).toEqual({ kind: 'landed', round: 3 });
    expect(at(battleDelay(3) * 1000)).toEqual({ kind: 'over' });
  });

  it('counts the rounds whose reels have stopped: what the totals may show', () => {
    expect([0, 6000, 12_000, 16_500, 22_000, 40_000].map((ms) => landedRounds(start, 3, start + ms))).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('says when the phase changes next', () => {
    expect(nextPhaseIn(start, 3, start)).toBe(6000);
    expect(nextPhaseIn(start, 3, start + 7000)).toBe(5000);
    expect(nextPhaseIn(start, 3, start + 12_000)).toBe(4000);
    expect(nextPhaseIn(start, 3, start + 35_000)).toBe(1000);
    expect(nextPhaseIn(start, 3, start + 36_000)).toBeNull();
    expect(nextPhaseIn(null, 3, start)).toBeNull();
  });

  it('aligns the local clock with the server’s answer', () => {
    expect(clockOffset('2025-01-01T12:00:05.000Z', Date.parse('2025-01-01T12:00:00.000Z'))).toBe(5000);
  });
});

describe('seats, teams and totals', () => {
  const rounds = [
    { round: 1, rolls: [{ seat: 0, price: '1.50' }, { seat: 1, price: '0.20' }, { seat: 2, price: '3.00' }, { seat: 3, price: '0.05' }] },
    { round: 2, rolls: [{ seat: 0, price: '0.10' }, { seat: 1, price: '9.99' }, { seat: 2, price: '0.01' }, { seat: 3, price: '0.01' }] },
  ];

  it('sums each seat over the landed rounds only', () => {
    expect(seatTotals(rounds, 4, 1)).toEqual([150, 20, 300, 5]);
    expect(seatTotals(rounds, 4, 2)).toEqual([160, 1019, 301, 6]);
    expect(seatTotals(rounds, 4, 0)).toEqual([0, 0, 0, 0]);
  });

  it('groups a 2x2 into its two teams', () => {
    expect([0, 1, 2, 3].map((s) => sideOfSeat('2x2', s))).toEqual([0, 0, 1, 1]);
    expect([0, 1, 2].map((s) => sideOfSeat('normal', s))).toEqual([0, 1, 2]);
    expect(sideTotals('2x2', [160, 1019, 301, 6])).toEqual([1179, 307]);
  });

  it('names the side in the lead by the winner mode, ties included', () => {
    expect(leadingSides('normal', [160, 1019, 301], 'highest')).toEqual([1]);
    expect(leadingSides('normal', [160, 1019, 301], 'lowest')).toEqual([0]);
    expect(leadingSides('2x2', [160, 1019, 301, 6], 'lowest')).toEqual([1]);
    expect(leadingSides('normal', [5, 5], 'highest')).toEqual([0, 1]);
    expect(leadingSides('normal', [0, 0], 'highest')).toEqual([]);
  });

  it('charges a joining player the seat, unless the creator paid every seat', () => {
    expect(joinCostCents('4.50', 'each')).toBe(450);
    expect(joinCostCents('4.50', 'creator')).toBe(0);
    // Bots: a seat's price each, or nothing more when the creator paid every seat.
    expect(botsCostCents('4.50', 'each', 3)).toBe(1350);
    expect(botsCostCents('4.50', 'creator', 3)).toBe(0);
    expect(botsCostCents('4.50', 'each', 0)).toBe(0);
  });
});

describe('the create draft (spec 3: case data plus count)', () => {
  it('adds a case once more, or at the end, up to the most rounds', () => {
    let d: DraftEntry[] = [];
    d = addToDraft(d, A);
    d = addToDraft(d, B);
    d = addToDraft(d, A);
    expect(d).toEqual([
      { case: A, count: 2 },
      { case: B, count: 1 },
    ]);
    expect(draftRounds(d)).toBe(3);
    expect(draftCaseIds(d)).toEqual(['C1', 'C1', 'C2']);
    expect(draftSeatCents(d)).toBe(2 * 225 + 310);
    expect(addToDraft(d, B, 3)).toEqual(d);
  });

  it('sets a count within the room left, and removes at zero', () => {
    const d = [
      { case: A, count: 2 },
      { case: B, count: 1 },
    ];
    expect(setDraftCount(d, 'C2', 30)).toEqual([{ case: A, count: 2 }, { case: B, count: MAX_ROUNDS - 2 }]);
    expect(setDraftCount(d, 'C1', 0)).toEqual([{ case: B, count: 1 }]);
    expect(setDraftCount(d, 'C1', -3)).toEqual([{ case: B, count: 1 }]);
  });

  it('keeps only cases a battle may still hold, at today’s price', () => {
    const today = new Map([['C1', { ...A, price: '2.40' }]]);
    expect(refreshDraft([{ case: A, count: 2 }, { case: B, count: 1 }], today)).toEqual([{ case: { ...A, price: '2.40' }, count: 2 }]);
  });

  it('builds the create payload of spec 5', () => {
    const d = [
      { case: A, count: 2 },
      { case: B, count: 1 },
    ];
    expect(createInput(d, { players: '3', side: 1, privacy: 'private', paymode: 'creator', winner: 'lowest' })).toEqual({
      playersCount: 3,
      caseIds: ['C1', 'C1', 'C2'],
      privacy: 'private',
      type: 'normal',
      paymode: 'creator',
      choosingWinner: 'lowest',
      side: 0,
      delay: 36,
    });
    expect(createInput(d, { players: '2x2', side: 1, privacy: 'public', paymode: 'each', winner: 'highest' })).toMatchObject({
      playersCount: 4,
      type: '2x2',
      side: 1,
    });
  });

  it('charges the creator a seat, or every seat when paying for all', () => {
    expect(createCostCents(450, { players: '2', paymode: 'each' })).toBe(450);
    expect(createCostCents(450, { players: '3', paymode: 'creator' })).toBe(1350);
    expect(createCostCents(450, { players: '2x2', paymode: 'creator' })).toBe(1800);
  });

  it('says why the battle cannot be created', () => {
    const o = { players: '2', side: 0, privacy: 'public', paymode: 'creator', winner: 'highest' } as const;
    const d = [{ case: A, count: 2 }];
    expect(createState([], o, '100.00')).toEqual({ kind: 'noCases' });
    expect(createState([{ case: A, count: 21 }], o, '1000.00')).toEqual({ kind: 'tooManyCases', max: 20 });
    expect(createState(d, o, null)).toEqual({ kind: 'signIn' });
    expect(createState(d, o, '8.00')).toEqual({ kind: 'notEnoughMoney', needCents: 100 });
    expect(createState(d, o, '9.00')).toEqual({ kind: 'create' });
  });
});

describe('lists and reels', () => {
  it('searches cases by name or alias', () => {
    expect(searchCases([A, B], ' BETA ').map((c) => c.id)).toEqual(['C2']);
    expect(searchCases([A, B], 'alpha-').map((c) => c.id)).toEqual(['C1']);
    expect(searchCases([A, B], '')).toHaveLength(2);
  });

  it('shows consecutive rounds of one case once, with their count', () => {
    expect(groupRounds([A, A, B, A]).map(([c, n]) => `${c.id}×${n}`)).toEqual(['C1×2', 'C2×1', 'C1×1']);
  });

  it('draws the same reel for the same battle, round and seat', () => {
    const a = seededRandom('7:1:0');
    const b = seededRandom('7:1:0');
    const c = seededRandom('7:1:1');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
