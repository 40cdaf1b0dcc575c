// The upgrade game's rules as the page shows them. The chance mirrors
// server/upgrade/odds.go exactly (integers, millionths, truncated), so the
// dial shows the chance the server will play; the server still decides.
import { moneyToCents } from '../../i18n/money';
import { stakeTotal } from '../play/stake';
import { SCALE } from './rules.gen';

/** Tickets per roll: chances are in millionths (server/upgrade.Scale, generated). */
export { MAX_DELAY_MS, SCALE } from './rules.gen';

export type Mode = 'low' | 'high';

/**
 * stake / target × (1 − edge) in millionths, truncated toward zero, without
 * the bounds (server/upgrade.RawChance). BigInt: stake × 10^6 can pass 2^53.
 */
export function rawChance(stakeCents: number, targetCents: number, edgeBps: number): number {
  if (stakeCents <= 0 || targetCents <= 0) return 0;
  const n = BigInt(Math.trunc(stakeCents)) * BigInt(10_000 - edgeBps) * BigInt(SCALE / 10_000);
  return Number(n / BigInt(Math.trunc(targetCents)));
}

/** The win zone [from, to) on the ticket line (server/upgrade.Zone). */
export function winZone(chance: number, mode: Mode): [from: number, to: number] {
  return mode === 'high' ? [SCALE - chance, SCALE] : [0, chance];
}

/** Whether a ticket falls in the win zone (server/upgrade.Wins). */
export function wins(ticket: number, chance: number, mode: Mode): boolean {
  const [from, to] = winZone(chance, mode);
  return ticket >= from && ticket < to;
}

/** A chance in millionths as a fraction for a percent formatter, truncated to 0.01 %. */
export function chanceFraction(chance: number): number {
  return Math.trunc(chance / 100) / 10_000;
}

/** Where a ticket sits on the dial, in degrees clockwise from the top. */
export function ticketAngle(ticket: number): number {
  return (ticket / SCALE) * 360;
}

/**
 * The pointer's next rotation: from where it rests, on to the next full
 * turn, `turns` more, then the ticket. Always forward, so it spins.
 */
export function spinRotation(currentDeg: number, ticket: number, turns: number): number {
  return Math.ceil(currentDeg / 360) * 360 + turns * 360 + ticketAngle(ticket);
}

// The dial's spin. The server holds a won item back from the live feed for
// as long as the client says its animation lasts (delayMs, at most 15 s).
export const SPIN_MS = 5000;
export const FAST_SPIN_MS = 1200;
export const SETTLE_MS = 300;
export const SPIN_TURNS = 5;
export const FAST_SPIN_TURNS = 2;

export const spinMs = (fast: boolean) => (fast ? FAST_SPIN_MS : SPIN_MS);

// Price tiers of the target picker.
export interface Tier {
  readonly id: string;
  readonly from: string;
  readonly to: string | null | undefined;
  readonly fromIncluded: boolean;
  readonly toIncluded: boolean;
}

/**
 * A tier's label: prices are whole cents, so an excluded bound is the next
 * cent inside it ((1, 5] is $1.01 – $5.00). Without an upper bound: "over
 * $500.00", or "$500.00+" when the lower bound belongs to the tier.
 */
export type TierLabel =
  | { kind: 'range'; min: number; max: number }
  | { kind: 'over'; from: number }
  | { kind: 'atLeast'; from: number };

export function tierLabel(t: Tier): TierLabel {
  const from = moneyToCents(t.from);
  if (t.to === null || t.to === undefined) return t.fromIncluded ? { kind: 'atLeast', from } : { kind: 'over', from };
  const to = moneyToCents(t.to);
  return { kind: 'range', min: t.fromIncluded ? from : from + 1, max: t.toIncluded ? to : to - 1 };
}

/** Whether a price (cents) belongs to a tier (server/upgrade.Tier.Contains). */
export function inTier(t: Tier, cents: number): boolean {
  const from = moneyToCents(t.from);
  if (cents < from || (cents === from && !t.fromIncluded)) return false;
  if (t.to === null || t.to === undefined) return true;
  const to = moneyToCents(t.to);
  return cents < to || (cents === to && t.toIncluded);
}

// Staked items: at most maxItems (the same rule for every game that takes drops).
export { selectionFull, toggleItem } from '../../entities/drop/selection';

/** The stake in cents: items at their catalogue prices, bullets, balance (the play kit's stakeTotal). */
export function stakeCents(itemCents: readonly number[], bullets: number, centsPerBullet: number, balanceCents: number): number {
  return stakeTotal(
    itemCents.reduce((s, c) => s + c, 0),
    bullets,
    centsPerBullet,
    balanceCents,
  );
}

// What the play button offers.

export interface Info {
  readonly houseEdgeBps: number;
  readonly minChance: number;
  readonly maxChance: number;
  readonly maxItems: number;
  readonly playable: boolean;
  readonly reason?: string | null;
}

export interface Stake {
  items: number;
  /** cents */
  stake: number;
  /** cents; null: no target picked */
  target: number | null;
  bullets: number;
  heldBullets: number;
  /** cents */
  balance: number;
  /** cents */
  heldBalance: number;
}

export type PlayState =
  | { kind: 'signIn' }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'noStake' }
  | { kind: 'noTarget' }
  | { kind: 'tooManyItems'; max: number }
  | { kind: 'notEnoughBullets' }
  | { kind: 'notEnoughBalance' }
  | { kind: 'tooLow'; chance: number; min: number }
  | { kind: 'tooHigh'; chance: number; max: number }
  | { kind: 'play'; chance: number };

/** Whether the viewer can play this stake for this target, and if not, why. */
export function playState(info: Info, s: Stake): PlayState {
  if (info.reason === 'api.no_auth') return { kind: 'signIn' };
  if (!info.playable) return { kind: 'unavailable', reason: info.reason || 'api.generic' };
  if (s.stake <= 0) return { kind: 'noStake' };
  if (s.target === null) return { kind: 'noTarget' };
  if (s.items > info.maxItems) return { kind: 'tooManyItems', max: info.maxItems };
  if (s.bullets > s.heldBullets) return { kind: 'notEnoughBullets' };
  if (s.balance > s.heldBalance) return { kind: 'notEnoughBalance' };
  const chance = rawChance(s.stake, s.target, info.houseEdgeBps);
  if (chance < info.minChance) return { kind: 'tooLow', chance, min: info.minChance };
  if (chance > info.maxChance) return { kind: 'tooHigh', chance, max: info.maxChance };
  return { kind: 'play', chance };
}

// A server refusal's message: the same for every game (the play kit).
export { reasonMessage } from '../play/reason';

/** An SVG arc on a circle, clockwise from `fromDeg` to `toDeg` (0° at the top). */
export function arcPath(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const at = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${round(cx + r * Math.sin(rad))} ${round(cy - r * Math.cos(rad))}`;
  };
  const sweep = toDeg - fromDeg;
  if (sweep <= 0) return '';
  // A whole circle as two halves: an arc cannot end where it starts.
  if (sweep >= 360) return `M ${at(0)} A ${r} ${r} 0 1 1 ${at(180)} A ${r} ${r} 0 1 1 ${at(360)}`;
  return `M ${at(fromDeg)} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${at(toDeg)}`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
