// Case battles' rules as the client computes them (docs/battles.md, spec 4
// and 9). Pure: the pages pass the clock in. The constants come from the
// server's package (rules.gen.ts).
import { moneyToCents } from '../../i18n/money';
import { CASES_PAGE, INTRO_SECONDS, MAX_ROUNDS, MIN_PRESETS, PRESETS_UP_TO, ROUND_SECONDS } from './rules.gen';

export type BattleState = 'new' | 'active' | 'finished' | 'canceled';
export type Paymode = 'each' | 'creator';
export type WinnerMode = 'highest' | 'lowest';
export type Privacy = 'public' | 'private';

/** A battle's length in seconds for its number of cases (spec 9): 10 × cases + 6. */
export const battleDelay = (cases: number): number => ROUND_SECONDS * cases + INTRO_SECONDS;

/**
 * How many presets the active list shows (spec 9): they fill the list up to
 * PRESETS_UP_TO entries while fewer battles are active, and at least
 * MIN_PRESETS always show (never more than there are).
 */
export function presetsShown(activeBattles: number, available: number): number {
  return Math.max(0, Math.min(available, Math.max(MIN_PRESETS, PRESETS_UP_TO - activeBattles)));
}

interface Listed {
  state: string;
  startedAt?: string | null;
  delay: number;
}

/**
 * The old-battle rule (spec 4): a battle stays in the active list while it
 * is new, active or finished, and its start is no older than its delay.
 */
export function inActiveList(b: Listed, now: number): boolean {
  if (b.state !== 'new' && b.state !== 'active' && b.state !== 'finished') return false;
  if (!b.startedAt) return b.state === 'new';
  return now - Date.parse(b.startedAt) <= b.delay * 1000;
}

/** Milliseconds until the next battle of the list leaves it by the old-battle rule; null when none will. */
export function nextListExpiry(battles: readonly Listed[], now: number): number | null {
  let next: number | null = null;
  for (const b of battles) {
    if (!b.startedAt || !inActiveList(b, now)) continue;
    const left = Date.parse(b.startedAt) + b.delay * 1000 - now + 1;
    if (next === null || left < next) next = left;
  }
  return next;
}

// ---- The clock: rounds are shown by time (docs/battles.md "Rounds and the clock").

/** How long a seat's reel spins after its round is shown; the rest of the round it rests on the item. */
export const BATTLE_SPIN_MS = ROUND_SECONDS * 600;

/** When round (1-based) is shown, in ms after the start. */
export const revealOffsetMs = (round: number): number => (INTRO_SECONDS + ROUND_SECONDS * (round - 1)) * 1000;

export type Phase =
  /** Waiting for players (or canceled): no clock. */
  | { kind: 'waiting' }
  /** Started: the countdown before round 1. */
  | { kind: 'intro'; msLeft: number }
  /** Round `round` is shown and its reels are spinning since `elapsed` ms. */
  | { kind: 'spin'; round: number; elapsed: number }
  /** Round `round`'s reels have stopped; the next is not shown yet. */
  | { kind: 'landed'; round: number }
  /** The delay has run out: every round has landed. */
  | { kind: 'over' };

/**
 * Where a battle started at `startedAt` (ms, server clock) with `rounds`
 * rounds is at `now` (ms, server clock). Every client computes the same
 * phase from the same times, so the reels of all viewers (and of a page
 * reloaded mid-battle) run in step.
 */
export function phaseAt(startedAt: number | null, rounds: number, now: number, spinMs = BATTLE_SPIN_MS): Phase {
  if (startedAt === null || rounds < 1) return { kind: 'waiting' };
  const t = now - startedAt;
  if (t >= battleDelay(rounds) * 1000) return { kind: 'over' };
  if (t < revealOffsetMs(1)) return { kind: 'intro', msLeft: revealOffsetMs(1) - t };
  const round = Math.min(rounds, Math.floor((t - revealOffsetMs(1)) / (ROUND_SECONDS * 1000)) + 1);
  const elapsed = t - revealOffsetMs(round);
  return elapsed < spinMs ? { kind: 'spin', round, elapsed } : { kind: 'landed', round };
}

/** How many rounds have landed (their reels stopped) at `now`. */
export function landedRounds(startedAt: number | null, rounds: number, now: number, spinMs = BATTLE_SPIN_MS): number {
  const p = phaseAt(startedAt, rounds, now, spinMs);
  switch (p.kind) {
    case 'over':
      return rounds;
    case 'landed':
      return p.round;
    case 'spin':
      return p.round - 1;
    default:
      return 0;
  }
}

/** Milliseconds from `now` until the phase changes (a round shows, a reel stops, the end); null without a clock. */
export function nextPhaseIn(startedAt: number | null, rounds: number, now: number, spinMs = BATTLE_SPIN_MS): number | null {
  if (startedAt === null || rounds < 1) return null;
  const t = now - startedAt;
  const edges: number[] = [];
  for (let r = 1; r <= rounds; r++) edges.push(revealOffsetMs(r), revealOffsetMs(r) + spinMs);
  edges.push(battleDelay(rounds) * 1000);
  const next = edges.find((e) => e > t);
  return next === undefined ? null : next - t;
}

/** The server clock minus the local clock, from an answer's serverTime read at local time `receivedAt`. */
export const clockOffset = (serverTime: string, receivedAt: number): number => Date.parse(serverTime) - receivedAt;

// ---- Seats, teams and totals.

export const is2x2 = (type: string): boolean => type === '2x2';

/** A seat's team: seats 0 and 1 are side 0, 2 and 3 side 1 in a 2x2; otherwise every seat is its own. */
export const sideOfSeat = (type: string, seat: number): number => (is2x2(type) ? Math.floor(seat / 2) : seat);

interface RolledRound {
  round: number;
  rolls: readonly { seat: number; price: string }[];
}

/** Each seat's total (cents) over the rounds up to `upTo` (the landed ones, so a spinning reel gives nothing away). */
export function seatTotals(rounds: readonly RolledRound[], seats: number, upTo: number): number[] {
  const totals = new Array<number>(seats).fill(0);
  for (const r of rounds) {
    if (r.round > upTo) continue;
    for (const roll of r.rolls) if (roll.seat < seats) totals[roll.seat] += moneyToCents(roll.price);
  }
  return totals;
}

/** The totals by side: a 2x2's two teams, or every seat. */
export function sideTotals(type: string, totals: readonly number[]): number[] {
  if (!is2x2(type)) return [...totals];
  return [totals[0] + totals[1], totals[2] + totals[3]];
}

/** The sides in the lead by the winner mode (several when tied); none before anything was rolled. */
export function leadingSides(type: string, totals: readonly number[], mode: WinnerMode): number[] {
  const sides = sideTotals(type, totals);
  if (sides.every((t) => t === 0)) return [];
  const best = mode === 'lowest' ? Math.min(...sides) : Math.max(...sides);
  return sides.flatMap((t, i) => (t === best ? [i] : []));
}

/** What a player pays to take a seat: the seat price, or nothing when the creator paid every seat. */
export const joinCostCents = (seatPrice: string, paymode: string): number => (paymode === 'creator' ? 0 : moneyToCents(seatPrice));

/** What the creator pays for bots in the free seats: a seat's price each, or nothing more when they paid every seat at creation (docs/battles.md, Paying). */
export const botsCostCents = (seatPrice: string, paymode: string, freeSeats: number): number => joinCostCents(seatPrice, paymode) * Math.max(0, freeSeats);

// ---- Creating a battle: the draft of cases (spec 3 "Create-case draft entry").

export interface DraftCase {
  id: string;
  alias: string;
  name: string;
  price: string;
  image?: string | null;
}

export interface DraftEntry {
  case: DraftCase;
  count: number;
}

/** How many rounds the draft makes. */
export const draftRounds = (entries: readonly DraftEntry[]): number => entries.reduce((n, e) => n + e.count, 0);

/** The rounds' case ids, in order: each entry's case as many times as its count. */
export const draftCaseIds = (entries: readonly DraftEntry[]): string[] => entries.flatMap((e) => new Array<string>(e.count).fill(e.case.id));

/** One seat's price in cents: the sum of the rounds' case prices. */
export const draftSeatCents = (entries: readonly DraftEntry[]): number => entries.reduce((n, e) => n + moneyToCents(e.case.price) * e.count, 0);

/** Adds one of a case (a new entry at the end, or one more of its entry), while the battle has room. */
export function addToDraft(entries: readonly DraftEntry[], c: DraftCase, maxRounds = MAX_ROUNDS): DraftEntry[] {
  if (draftRounds(entries) >= maxRounds) return [...entries];
  const i = entries.findIndex((e) => e.case.id === c.id);
  if (i < 0) return [...entries, { case: c, count: 1 }];
  return entries.map((e, j) => (j === i ? { ...e, count: e.count + 1 } : e));
}

/** Sets a case's count (0 removes it), held to the rounds the battle has room for. */
export function setDraftCount(entries: readonly DraftEntry[], id: string, count: number, maxRounds = MAX_ROUNDS): DraftEntry[] {
  const others = draftRounds(entries.filter((e) => e.case.id !== id));
  const n = Math.max(0, Math.min(Math.trunc(count) || 0, maxRounds - others));
  return entries.flatMap((e) => (e.case.id !== id ? [e] : n > 0 ? [{ ...e, count: n }] : []));
}

/** Keeps the draft's entries the battle may still hold, with today's case data (prices change). */
export function refreshDraft(entries: readonly DraftEntry[], available: ReadonlyMap<string, DraftCase>): DraftEntry[] {
  return entries.flatMap((e) => {
    const now = available.get(e.case.id);
    return now ? [{ case: now, count: e.count }] : [];
  });
}

/** The players choice of the create form: 2, 3 or 4 seats, or two teams of two. */
export type PlayersChoice = '2' | '3' | '4' | '2x2';
export const PLAYERS_CHOICES: readonly PlayersChoice[] = ['2', '3', '4', '2x2'];

export interface CreateOptions {
  players: PlayersChoice;
  /** 2x2 only: the creator's team. */
  side: 0 | 1;
  privacy: Privacy;
  paymode: Paymode;
  winner: WinnerMode;
}

export const DEFAULT_OPTIONS: CreateOptions = { players: '2', side: 0, privacy: 'public', paymode: 'each', winner: 'highest' };

export const playersCountOf = (p: PlayersChoice): number => (p === '2x2' ? 4 : Number(p));

/** What the creator pays: their seat, or every seat when paying for all. */
export const createCostCents = (seatCents: number, o: Pick<CreateOptions, 'players' | 'paymode'>): number =>
  o.paymode === 'creator' ? seatCents * playersCountOf(o.players) : seatCents;

/** The create payload (spec 5): players_count, cases, privacy, type, paymode, choosing_winner, side (2x2) and delay. */
export function createInput(entries: readonly DraftEntry[], o: CreateOptions) {
  const caseIds = draftCaseIds(entries);
  return {
    playersCount: playersCountOf(o.players),
    caseIds,
    privacy: o.privacy,
    type: o.players === '2x2' ? '2x2' : 'normal',
    paymode: o.paymode,
    choosingWinner: o.winner,
    side: o.players === '2x2' ? o.side : 0,
    delay: battleDelay(caseIds.length),
  };
}

export type CreateState =
  | { kind: 'create' }
  | { kind: 'signIn' }
  | { kind: 'noCases' }
  | { kind: 'tooManyCases'; max: number }
  | { kind: 'notEnoughMoney'; needCents: number };

/** Whether the create button may send, or why not. */
export function createState(entries: readonly DraftEntry[], o: CreateOptions, balance: string | null | undefined, maxRounds = MAX_ROUNDS): CreateState {
  const rounds = draftRounds(entries);
  if (rounds === 0) return { kind: 'noCases' };
  if (rounds > maxRounds) return { kind: 'tooManyCases', max: maxRounds };
  if (balance === null || balance === undefined) return { kind: 'signIn' };
  const cost = createCostCents(draftSeatCents(entries), o);
  const held = moneyToCents(balance);
  if (cost > held) return { kind: 'notEnoughMoney', needCents: cost - held };
  return { kind: 'create' };
}

/** Cases matching a search (name or alias, any case), in their order. */
export function searchCases<T extends { name: string; alias: string }>(cases: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...cases];
  return cases.filter((c) => c.name.toLowerCase().includes(q) || c.alias.toLowerCase().includes(q));
}

/** A case repeated over consecutive rounds shows once with its count: [case, count] in round order. */
export function groupRounds<T extends { id: string }>(cases: readonly T[]): [T, number][] {
  const out: [T, number][] = [];
  for (const c of cases) {
    const last = out[out.length - 1];
    if (last && last[0].id === c.id) last[1]++;
    else out.push([c, 1]);
  }
  return out;
}

// ---- A deterministic reel: the same battle, round and seat draw the same filler everywhere.

/** A small seeded generator (mulberry32) over a string's hash. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The offsets of the pages of a battle's distinct cases still to load, when the first page brought `first` of `distinct`. */
export function morePages(distinct: number, first: number): number[] {
  const out: number[] = [];
  if (first === 0) return out;
  for (let o = first; o < distinct; o += CASES_PAGE) out.push(o);
  return out;
}
