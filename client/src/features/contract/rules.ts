// The contract game's rules as the page shows them. Bands, targets and the
// draw mirror server/contract/table.go (integers, cents, tickets on
// 0..999,999); the server builds the table and decides.
import { moneyToCents } from '../../i18n/money';
import { stakeTotal } from '../play/stake';
import { SCALE } from './rules.gen';

/** Tickets per roll (server/contract.Scale, generated). */
export { MAX_DELAY_MS, SCALE } from './rules.gen';

export type Mode = 'safe' | 'normal' | 'risky';
export const MODES: readonly Mode[] = ['safe', 'normal', 'risky'];

export interface ModeRange {
  readonly mode: Mode;
  readonly lowPermille: number;
  readonly highPermille: number;
}

/** The stake in cents: items at their catalogue prices, and bullets. */
export function stakeCents(itemCents: readonly number[], bullets: number, centsPerBullet: number): number {
  return stakeTotal(
    itemCents.reduce((s, c) => s + c, 0),
    bullets,
    centsPerBullet,
  );
}

/** The candidate price band [lo, hi] of a stake (server/contract.Bounds: lo rounded up, hi down). */
export function band(stake: number, r: Pick<ModeRange, 'lowPermille' | 'highPermille'>): [lo: number, hi: number] {
  return [Math.ceil((stake * r.lowPermille) / 1000), Math.floor((stake * r.highPermille) / 1000)];
}

/** The expected value a table aims at: stake × (1 − edge), truncated (server/contract.Target). */
export function targetValue(stake: number, edgeBps: number): number {
  return Math.trunc((stake * (10_000 - edgeBps)) / 10_000);
}

/** "×0.5 – ×2" from permille. */
export function multipliers(r: Pick<ModeRange, 'lowPermille' | 'highPermille'>): [low: number, high: number] {
  return [r.lowPermille / 1000, r.highPermille / 1000];
}

export interface Line {
  readonly price: string;
  readonly from: number;
  readonly to: number;
  readonly chance: number;
}

/** Σ tickets × price / 1,000,000, truncated (server/contract.ExpectedValue). */
export function expectedValue(lines: readonly Line[]): number {
  const sum = lines.reduce((s, l) => s + BigInt(l.to - l.from) * BigInt(moneyToCents(l.price)), 0n);
  return Number(sum / BigInt(SCALE));
}

/** The index of the line whose [from, to) holds the ticket, or -1 (server/contract.Draw). */
export function lineAt(lines: readonly Pick<Line, 'from' | 'to'>[], ticket: number): number {
  return lines.findIndex((l) => ticket >= l.from && ticket < l.to);
}

/** A chance in millionths as a fraction for a percent formatter. */
export const chanceFraction = (chance: number) => chance / SCALE;

/** Where a ticket sits on the bar, in percent of its width. */
export const ticketPercent = (ticket: number) => (Math.min(Math.max(ticket, 0), SCALE) / SCALE) * 100;

/** The weapons of a table's items, once each, by name: what the outcomes can be narrowed to. */
export function weaponOptions(items: readonly { weapon: string; marketHashName: string }[]): { weapon: string; marketHashName: string }[] {
  const seen = new Map<string, string>();
  for (const it of items) if (it.weapon && !seen.has(it.weapon)) seen.set(it.weapon, it.marketHashName);
  return [...seen].map(([weapon, marketHashName]) => ({ weapon, marketHashName })).sort((a, b) => a.weapon.localeCompare(b.weapon));
}

// The roll's animation: a pointer runs along the ticket line to the ticket.
// The server keeps the result out of the live feed for as long (delayMs).
export const ROLL_MS = 3500;
export const FAST_ROLL_MS = 1000;
export const SETTLE_MS = 300;
export const rollMs = (fast: boolean) => (fast ? FAST_ROLL_MS : ROLL_MS);

// What the create button offers.

export interface Info {
  readonly minItems: number;
  readonly maxItems: number;
  readonly playable: boolean;
  readonly reason?: string | null;
}

export interface Selection {
  signedIn: boolean;
  items: number;
  bullets: number;
  heldBullets: number;
  /** The outcome table for this selection: loading, there, or refused. */
  table: 'loading' | 'ready' | 'refused';
}

export type PlayState =
  | { kind: 'signIn' }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'tooFew'; min: number; missing: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'notEnoughBullets' }
  | { kind: 'loading' }
  | { kind: 'noOutcomes' }
  | { kind: 'play' };

/** Whether the viewer can make this contract now, and if not, why. */
export function playState(info: Info, s: Selection): PlayState {
  if (!s.signedIn) return { kind: 'signIn' };
  if (!info.playable) return { kind: 'unavailable', reason: info.reason || 'api.generic' };
  if (s.items < info.minItems) return { kind: 'tooFew', min: info.minItems, missing: info.minItems - s.items };
  if (s.items > info.maxItems) return { kind: 'tooMany', max: info.maxItems };
  if (s.bullets < 0 || s.bullets > s.heldBullets) return { kind: 'notEnoughBullets' };
  if (s.table === 'refused') return { kind: 'noOutcomes' };
  if (s.table === 'loading') return { kind: 'loading' };
  return { kind: 'play' };
}

/** Why the server refused a table or a contract, from the error's extensions. */
export function refusalOf(fields: Record<string, unknown>): 'no_outcomes' | 'rules_not_accepted' | null {
  const r = fields.reason;
  return r === 'no_outcomes' || r === 'rules_not_accepted' ? r : null;
}

/** The result against the stake: what was won less what was given (cents). */
export const profit = (resultCents: number, stake: number) => resultCents - stake;
