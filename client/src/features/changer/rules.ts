// The skin changer's rules as the page shows them. The credit mirrors
// server/changer/service.go (integers, cents, truncated); the server decides.

/** What items worth `value` cents are worth here: value less the spread, truncated (server/changer.Credit). */
export function credit(value: number, spreadBps: number): number {
  if (value <= 0) return 0;
  return Number((BigInt(Math.trunc(value)) * BigInt(10_000 - spreadBps)) / 10_000n);
}

/** What the spread takes from items worth `value` cents. */
export const spreadCents = (value: number, spreadBps: number) => Math.max(0, value - credit(value, spreadBps));

/** What goes to the balance when the target is taken: credit − target price (never negative for a listed target). */
export const difference = (creditCents: number, targetCents: number) => creditCents - targetCents;

// What the change button offers.

export interface Info {
  readonly maxItems: number;
  readonly playable: boolean;
  readonly reason?: string | null;
}

export interface Selection {
  signedIn: boolean;
  items: number;
  /** cents */
  credit: number;
  /** cents; null: no target picked */
  target: number | null;
}

export type ChangeState =
  | { kind: 'signIn' }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'noItems' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'noTarget' }
  | { kind: 'tooDear' }
  | { kind: 'change'; difference: number };

/** Whether the viewer can change these items for this target now, and if not, why. */
export function changeState(info: Info, s: Selection): ChangeState {
  if (!s.signedIn) return { kind: 'signIn' };
  if (!info.playable) return { kind: 'unavailable', reason: info.reason || 'api.generic' };
  if (s.items === 0) return { kind: 'noItems' };
  if (s.items > info.maxItems) return { kind: 'tooMany', max: info.maxItems };
  if (s.target === null) return { kind: 'noTarget' };
  if (s.target > s.credit) return { kind: 'tooDear' };
  return { kind: 'change', difference: difference(s.credit, s.target) };
}

/** A picked target stays picked only while the items' credit still pays for it. */
export const keepsTarget = (target: { price: number } | null, creditCents: number) => target !== null && target.price <= creditCents;

// The change feed: the newest first, at most FEED_SIZE, each change once.
export const FEED_SIZE = 20;

export function prependEntry<T extends { id: string }>(list: readonly T[], entry: T, max = FEED_SIZE): T[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, max);
}

/** The feed's first page joined with what arrived meanwhile (arrivals first, each once). */
export function mergeFeed<T extends { id: string }>(arrived: readonly T[], first: readonly T[], max = FEED_SIZE): T[] {
  const seen = new Set(arrived.map((e) => e.id));
  return [...arrived, ...first.filter((e) => !seen.has(e.id))].slice(0, max);
}

/** How many given items a feed entry shows before "+N". */
export const FEED_GIVEN_SHOWN = 3;
export const hiddenGiven = (count: number) => Math.max(0, count - FEED_GIVEN_SHOWN);

// The change's animation: the given items melt into the target. The server
// keeps the change out of the feeds for as long (delayMs).
export const CHANGE_MS = 1600;
export const FAST_CHANGE_MS = 500;
export const changeMs = (fast: boolean) => (fast ? FAST_CHANGE_MS : CHANGE_MS);
