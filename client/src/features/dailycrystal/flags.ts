// The daily crystal's two notices outside the profile (spec 4): "welcome"
// (nothing received today and something is ready) and "available" (a ready
// reward not announced yet). What was shown is remembered per viewer and UTC
// day in localStorage, so a reload does not repeat it; a claim resets both
// flags, so what is still ready is announced again.

export const FLAGS_KEY = 'casefront.dailycrystal.flags';

export interface CrystalFlags {
  viewer: string;
  /** The server's UTC day (dailyCrystals.day). */
  day: string;
  welcome: boolean;
  /** Reward types already announced as available today. */
  available: string[];
}

/** What the notices need of a reward. */
export interface RewardState {
  rewardType: string;
  received: boolean;
  available: boolean;
}

export type NoticeKind = 'welcome' | 'available';

const fresh = (viewer: string, day: string): CrystalFlags => ({ viewer, day, welcome: false, available: [] });

/** The flags of this viewer and day; anything else stored (another player, yesterday, garbage) counts as none. */
export function readFlags(storage: Storage, viewer: string, day: string): CrystalFlags {
  try {
    const f = JSON.parse(storage.getItem(FLAGS_KEY) ?? 'null') as Partial<CrystalFlags> | null;
    if (f && f.viewer === viewer && f.day === day && Array.isArray(f.available)) {
      return { viewer, day, welcome: !!f.welcome, available: f.available.filter((t) => typeof t === 'string') };
    }
  } catch {
    // unreadable: start over
  }
  return fresh(viewer, day);
}

export function writeFlags(storage: Storage, flags: CrystalFlags): void {
  try {
    storage.setItem(FLAGS_KEY, JSON.stringify(flags));
  } catch {
    // storage full or refused: the notice may show again, nothing worse
  }
}

/** The notice the rewards call for, if any. */
export function due(flags: CrystalFlags, rewards: readonly RewardState[]): NoticeKind | null {
  const ready = rewards.filter((r) => r.available && !r.received);
  if (ready.length === 0) return null;
  if (!flags.welcome && !rewards.some((r) => r.received)) return 'welcome';
  return ready.some((r) => !flags.available.includes(r.rewardType)) ? 'available' : null;
}

/** The flags after a notice of `kind` was shown: every ready reward counts as announced. */
export function markShown(flags: CrystalFlags, kind: NoticeKind, rewards: readonly RewardState[]): CrystalFlags {
  const ready = rewards.filter((r) => r.available && !r.received).map((r) => r.rewardType);
  return {
    ...flags,
    welcome: flags.welcome || kind === 'welcome',
    available: [...new Set([...flags.available, ...ready])],
  };
}

/** After a claim: both flags back to unset (spec 4). */
export function resetCrystalFlags(storage: Storage, viewer: string, day: string): void {
  writeFlags(storage, fresh(viewer, day));
}
