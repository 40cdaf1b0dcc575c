// The rules of the case families as the case page applies them: what an open
// costs in which currency, whether the viewer can pay it, the range family's
// price (the server's formula, computed live while the slider moves and then
// confirmed by rangeQuote), the gacha meter, the discovered board's
// commitment. Pure, so each is unit-tested; the server decides every open.

import type { Availability } from './openState';

export type CaseCurrency = 'MONEY' | 'BULLETS' | 'CANDIES' | 'FREE';

export type CaseFamily = 'normal' | 'stack' | 'range' | 'reward' | 'bullet' | 'candy' | 'gacha' | 'dota' | 'discovered' | 'dailybonus';

/** The restriction that closes opening a family's cases (spec 6: case_open_*). */
export const restrictionOf = (family: string) => `case_open_${family}`;

/** What the viewer holds of each currency (null: unknown, for example signed out). */
export interface Wallet {
  /** Cents. */
  readonly money: number | null;
  readonly bullets: number | null;
  readonly candies: number | null;
}

/** The viewer's holding in `currency`; Infinity for FREE (nothing to pay). */
export function holding(wallet: Wallet, currency: CaseCurrency): number | null {
  switch (currency) {
    case 'MONEY':
      return wallet.money;
    case 'BULLETS':
      return wallet.bullets;
    case 'CANDIES':
      return wallet.candies;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

export type FamilyOpenState =
  | { kind: 'signIn' }
  | { kind: 'open' }
  /** Money is missing: the refill link. */
  | { kind: 'refill' }
  /** Bullets or candies are missing: they are earned, not bought here. */
  | { kind: 'short'; currency: 'BULLETS' | 'CANDIES'; missing: number }
  /** Nothing the viewer can pay would help: the reason as an api.* key. */
  | { kind: 'unavailable'; reason: string };

// Server availability reasons that no balance fixes.
const BLOCKING = new Set(['api.case_disabled', 'api.self_banned', 'api.account_restricted', 'api.restricted']);

export interface OpenCheck {
  signedIn: boolean;
  family: string;
  enabled: boolean;
  currency: CaseCurrency;
  /** What this open costs, as an integer of the currency (cents, bullets, candies; 0 when free). */
  cost: number;
  wallet: Wallet;
  restrictions: readonly string[];
  /**
   * The server's availability of the case, when it answers for the family
   * (a family opened by its own mutation may be answered with api.validation:
   * then only its blocking reasons count).
   */
  availability?: Availability | null;
}

/**
 * The open button of a family case. The order is what a player should fix
 * first: sign in, a closed case or feature, then the balance.
 */
export function familyOpenState(c: OpenCheck): FamilyOpenState {
  const reason = c.availability?.reason ?? null;
  if (!c.signedIn || reason === 'api.no_auth') return { kind: 'signIn' };
  if (!c.enabled) return { kind: 'unavailable', reason: 'api.case_disabled' };
  if (c.restrictions.includes(restrictionOf(c.family))) return { kind: 'unavailable', reason: 'api.restricted' };
  if (reason && BLOCKING.has(reason)) return { kind: 'unavailable', reason };
  if (c.currency === 'FREE' || c.cost <= 0) return { kind: 'open' };
  const have = holding(c.wallet, c.currency);
  if (have === null || have >= c.cost) return { kind: 'open' };
  if (c.currency === 'MONEY') return { kind: 'refill' };
  return { kind: 'short', currency: c.currency, missing: c.cost - have };
}

// ---------------------------------------------------------------- range

/** One entry of the case's table: its integer weight and its item's price in cents. */
export interface Weighted {
  readonly weight: number;
  readonly price: number;
}

export interface RangePrice {
  /** Cents, at least 1. */
  price: number;
  /** The weight the range keeps, and the case's whole weight: the chance of a win inside it. */
  kept: number;
  total: number;
  /** How many entries of the table the range keeps. */
  items: number;
}

/**
 * The price of one range open limited to wins priced min..max cents
 * (inclusive), as the server computes it (docs/case-families.md, range):
 * ceil(Σ(w·p) · 10000 / (Σw · rtpBps)) over the kept entries, at least one
 * cent. Exact in integers (BigInt): weights times prices outgrow doubles.
 * Null when no item of the case is priced inside the range.
 */
export function rangePrice(table: readonly Weighted[], min: number, max: number, rtpBps: number): RangePrice | null {
  let kept = 0n;
  let value = 0n;
  let total = 0;
  let items = 0;
  for (const e of table) {
    total += e.weight;
    if (e.price < min || e.price > max || e.weight <= 0) continue;
    kept += BigInt(e.weight);
    value += BigInt(e.weight) * BigInt(e.price);
    items++;
  }
  if (kept === 0n || rtpBps <= 0) return null;
  const num = value * 10000n;
  const den = kept * BigInt(rtpBps);
  let price = num / den;
  if (price * den < num) price += 1n;
  return { price: Math.max(1, Number(price)), kept: Number(kept), total, items };
}

/** The distinct prices of the case's items, cheapest first: the slider's stops. */
export function priceStops(table: readonly Weighted[]): number[] {
  return [...new Set(table.filter((e) => e.weight > 0).map((e) => e.price))].sort((a, b) => a - b);
}

/** A slider pair kept in order: moving one thumb past the other moves both. */
export function clampRange(lo: number, hi: number, moved: 'lo' | 'hi'): [number, number] {
  if (lo <= hi) return [lo, hi];
  return moved === 'lo' ? [lo, lo] : [hi, hi];
}

// ---------------------------------------------------------------- stack

export interface StackOption {
  readonly count: number;
  readonly discountBps: number;
  readonly price: string;
}

/** The discount as a percent for display (basis points / 100). */
export const bpsPercent = (bps: number) => bps / 100;

// ---------------------------------------------------------------- gacha

/** The meter's fill, 0..1. */
export function meterFill(progress: number, pity: number): number {
  if (pity <= 0) return 0;
  return Math.min(1, Math.max(0, progress / pity));
}

/** Crystals a reset pays for the meter's progress. */
export function resetCrystals(progress: number, perStep: number): number {
  return Math.max(0, progress) * Math.max(0, perStep);
}

// ---------------------------------------------------------------- discovered

/** The text the board's commitment is the SHA-256 of: "salt:id0,id1,..." (item ids in slot order). */
export function commitmentText(salt: string, itemIds: readonly string[]): string {
  return `${salt}:${itemIds.join(',')}`;
}
