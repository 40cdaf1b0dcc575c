// The daily bonus screen's states (spec 4: available when days_left > 0 and
// not opened today) and its countdown to the next UTC day. Pure, so they are
// unit-tested; the server decides every open.

export interface DailyBonusState {
  readonly available: boolean;
  readonly daysLeft: number;
  readonly lastOpenedToday: boolean;
  readonly nextAt?: string | null;
}

export type DailyView =
  /** Not signed in: nothing to open. */
  | { kind: 'signIn' }
  | { kind: 'available' }
  /** Opened today: the next one at `nextAt` (ms since the epoch; null if the server did not say). */
  | { kind: 'opened'; nextAt: number | null }
  /** The window is closed (days_left 0): a top-up opens it again. */
  | { kind: 'closed' };

export function dailyView(b: DailyBonusState | null | undefined): DailyView {
  if (!b) return { kind: 'signIn' };
  if (b.available) return { kind: 'available' };
  if (b.lastOpenedToday) {
    const t = b.nextAt ? Date.parse(b.nextAt) : NaN;
    return { kind: 'opened', nextAt: Number.isFinite(t) ? t : null };
  }
  // Not available and not opened today: the window is closed (days_left 0).
  return { kind: 'closed' };
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come. */
  done: boolean;
}

/** The time left until `at` (ms since the epoch), whole seconds rounded up. */
export function countdown(at: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60, done: left === 0 };
}

/** "07:05:09" */
export function clock(c: Countdown): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(c.hours)}:${two(c.minutes)}:${two(c.seconds)}`;
}
