// A rematch offer's countdown (spec 4): the offer expires 60,000 ms after it
// was created; the moment it ends is kept in localStorage, so a reload shows
// the same remaining time, and the client declines it automatically when
// the countdown reaches zero.

export const REMATCH_KEY = 'battle-rematch';
/** Offers whose end passed this long ago are forgotten. */
const KEEP_MS = 10 * 60_000;

type Deadlines = Record<string, number>;

function read(storage: Storage): Deadlines {
  try {
    const v: unknown = JSON.parse(storage.getItem(REMATCH_KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Deadlines) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, all: Deadlines): void {
  try {
    if (Object.keys(all).length === 0) storage.removeItem(REMATCH_KEY);
    else storage.setItem(REMATCH_KEY, JSON.stringify(all));
  } catch {
    // unavailable: the countdown still runs from the server's answer
  }
}

/**
 * When offer `id` ends, in local milliseconds: the stored moment when there
 * is one (a reload restores it), else `fromServer` (its expiry on the local
 * clock), which is stored.
 */
export function rematchDeadline(id: string, fromServer: number, now: number, storage: Storage = localStorage): number {
  const all = read(storage);
  const stored = all[id];
  if (typeof stored === 'number' && Number.isFinite(stored)) return stored;
  for (const [k, v] of Object.entries(all)) if (typeof v !== 'number' || v < now - KEEP_MS) delete all[k];
  all[id] = fromServer;
  write(storage, all);
  return fromServer;
}

/** The offer is closed: its countdown is no longer kept. */
export function forgetRematch(id: string, storage: Storage = localStorage): void {
  const all = read(storage);
  if (!(id in all)) return;
  delete all[id];
  write(storage, all);
}

/** What is left of the countdown at `now` (never below zero). */
export const remainingMs = (deadline: number, now: number): number => Math.max(0, deadline - now);

/** Whole seconds shown for the remaining time (rounded up: 0 only at the end). */
export const countdownSeconds = (ms: number): number => Math.ceil(Math.max(0, ms) / 1000);
