// The pay page's rules: amounts in integer cents (never floats), limits of the
// chosen gate, the deposit bonus a percent promo adds, and which result a
// payment's status shows. The server decides; these only show it beforehand.

import { moneyToCents } from '../../i18n/money';
import { MIN_TOPUP_CENTS } from './rules.gen';

/** The smallest top-up shown anywhere (spec 9), whatever the server's settings say (server/payments.MinTopup, generated). */
export { MIN_TOPUP_CENTS } from './rules.gen';

/**
 * The amount typed in the field, in cents; null when it is not an amount
 * (empty, a lone dot, more than 2 decimals, anything but digits and a dot).
 */
export function parseAmount(text: string): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const cents = Number(m[1] || '0') * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}

export interface Limits {
  /** cents */
  min: number;
  /** cents */
  max: number;
}

/** A gate's limits in cents, the minimum never under MIN_TOPUP_CENTS nor under the site's minimum. */
export function limitsOf(gate: { minAmount: string; maxAmount: string }, siteMin?: string | null): Limits {
  const min = Math.max(MIN_TOPUP_CENTS, moneyToCents(gate.minAmount), moneyToCents(siteMin));
  const max = moneyToCents(gate.maxAmount);
  return { min, max: max > 0 ? Math.max(min, max) : Number.MAX_SAFE_INTEGER };
}

export type AmountCheck = { kind: 'ok'; cents: number } | { kind: 'empty' } | { kind: 'invalid' } | { kind: 'tooLow'; min: number } | { kind: 'tooHigh'; max: number };

/** Whether the typed amount can be paid through a gate with these limits. */
export function checkAmount(text: string, limits: Limits): AmountCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const cents = parseAmount(text);
  if (cents === null || cents <= 0) return { kind: 'invalid' };
  if (cents < limits.min) return { kind: 'tooLow', min: limits.min };
  if (cents > limits.max) return { kind: 'tooHigh', max: limits.max };
  return { kind: 'ok', cents };
}

/** The amounts offered as one-click buttons, in cents: those within the limits, else the minimum. */
export const QUICK_AMOUNTS = [500, 1000, 2500, 5000, 10_000, 25_000];
export function quickAmounts(limits: Limits, offers: readonly number[] = QUICK_AMOUNTS): number[] {
  const within = offers.filter((c) => c >= limits.min && c <= limits.max);
  return within.length > 0 ? within : [limits.min];
}

/**
 * The deposit bonus of a percent promo on a payment of `cents`: truncated to
 * the cent, as the server credits it (paid × bonus_bps / 10 000). For a whole
 * percent p, bonusBps is p × 100, so this is truncate(cents × p / 100).
 */
export function bonusCents(cents: number, bonusBps: number): number {
  if (cents <= 0 || bonusBps <= 0) return 0;
  return Number((BigInt(Math.trunc(cents)) * BigInt(Math.trunc(bonusBps))) / 10_000n);
}

/** The bonus in basis points of an active promo (whole percent when the server gives no bps). */
export const promoBps = (promo: { percent: number; bonusBps?: number | null } | null | undefined) =>
  !promo ? 0 : promo.bonusBps && promo.bonusBps > 0 ? promo.bonusBps : promo.percent * 100;

// Methods and gates.

export interface GateLike {
  codename: string;
}
export interface MethodLike<G extends GateLike = GateLike> {
  codename: string;
  gates: readonly G[];
}

/** The method the route names, if it is offered. */
export function findMethod<M extends { codename: string }>(groups: readonly { methods: readonly M[] }[], codename: string | undefined): M | null {
  if (!codename) return null;
  for (const g of groups) for (const m of g.methods) if (m.codename === codename) return m;
  return null;
}

/** The gate the route names; without one, the method's first (the server's default too). Null when the route names a gate the method lacks. */
export function pickGate<G extends GateLike>(method: MethodLike<G>, codename: string | undefined): G | null {
  if (!codename) return method.gates[0] ?? null;
  return method.gates.find((g) => g.codename === codename) ?? null;
}

// Results.

export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';
export type ResultView = 'pending' | 'success' | 'fail' | 'refunded';

/** What the result page shows for a status: the state actually reached, whatever page the gateway sent the player to. */
export function resultView(status: PaymentStatus): ResultView {
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'failed':
    case 'expired':
      return 'fail';
    case 'refunded':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** A status that no longer changes by itself (no webhook will move it). */
export const isFinal = (status: PaymentStatus) => status !== 'created' && status !== 'pending';

/** The result page a route stands for, before the payment is read. */
export function expectedView(path: string): ResultView {
  if (/payment-success$/.test(path)) return 'success';
  if (/payment-fail$/.test(path)) return 'fail';
  return 'pending';
}

/** How often the result page asks for an unfinished payment: often when the live updates are down. */
export const POLL_MS = 3_000;
export const POLL_WITH_SUBSCRIPTION_MS = 10_000;
