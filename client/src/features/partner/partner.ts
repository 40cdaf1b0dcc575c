import { centsToMoney, moneyToCents } from '../../i18n/money';

// What the partner page works out on the client. The server decides every
// rule (code format, level, share, minimums); these only draw its answers.

/** The rules the server applies to a code (docs/partner.md), for the hint under the field. */
export const CODE_MIN = 3;
export const CODE_MAX = 16;
const CODE_RE = /^[A-Z0-9_-]+$/;

/** A code as the server stores it: trimmed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The format problem a code has before asking the server, or null. */
export function codeFormatError(code: string): 'short' | 'long' | 'chars' | null {
  const c = normalizeCode(code);
  if (c.length < CODE_MIN) return 'short';
  if (c.length > CODE_MAX) return 'long';
  if (!CODE_RE.test(c)) return 'chars';
  return null;
}

/** The full referral link of a path such as /ref-CODE. */
export function referralLink(path: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Basis points as a percentage text: 300 -> "3", 750 -> "7.5". */
export function bpsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const frac = Math.abs(bps % 100);
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** Basis points as a multiplier: 9000 -> "0.90". */
export function bpsMultiplier(bps: number): string {
  return centsToMoney(Math.trunc(bps / 100));
}

interface LevelLike {
  threshold: string | number;
}

/**
 * How far the referrals' deposits went from the current level's threshold to
 * the next one's, 0..100; 100 at the top level.
 */
export function levelProgress(deposited: string | number, level: LevelLike, next: LevelLike | null | undefined): number {
  if (!next) return 100;
  const from = moneyToCents(level.threshold);
  const to = moneyToCents(next.threshold);
  if (to <= from) return 100;
  const done = moneyToCents(deposited) - from;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / (to - from))));
}

/** A withdrawal amount typed by the player, in cents, or null when it is not a positive amount of at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const c = moneyToCents(t);
  return c > 0 ? c : null;
}

interface DayLike {
  day: string;
  uses: number;
  deposits: string | number;
  earnings: string | number;
}

/** The creator chart's columns: x in Unix seconds (UTC days), uses, and earnings in dollars. */
export function chartColumns(days: readonly DayLike[]): [number[], number[], number[]] {
  const xs: number[] = [];
  const uses: number[] = [];
  const earned: number[] = [];
  for (const d of days) {
    const t = Date.parse(`${d.day}T00:00:00Z`);
    if (Number.isNaN(t)) continue;
    xs.push(t / 1000);
    uses.push(d.uses);
    earned.push(moneyToCents(d.earnings) / 100);
  }
  return [xs, uses, earned];
}

/** Pages of a list of total rows. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The coin codes as shown: btc -> BTC. */
export const coinLabel = (coin: string) => coin.toUpperCase();
