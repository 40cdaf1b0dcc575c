// Level badge tiers (spec 2): below 10 a plain number, then tiers 1-5.
export type LevelTier = 0 | 1 | 2 | 3 | 4 | 5;

export function levelTier(level: number): LevelTier {
  if (level < 10) return 0;
  if (level < 25) return 1;
  if (level < 50) return 2;
  if (level < 75) return 3;
  if (level < 100) return 4;
  return 5;
}

// Badge size and offset follow the avatar size, stepping at 30/40/60/80/100 px.
const STEPS = [30, 40, 60, 80, 100];
export function badgeSize(avatarPx: number): number {
  const step = STEPS.find((s) => avatarPx <= s) ?? 100;
  return Math.round(step * 0.28) + 6;
}

// The 'special' border group is drawn larger than the avatar by a fixed
// offset per size step (spec 2: 15, 20, 30, 34, 40, and 60 px beyond 100).
const SPECIAL_SHIFTS = [15, 20, 30, 34, 40];
export function specialShift(avatarPx: number): number {
  const i = STEPS.findIndex((s) => avatarPx <= s);
  return i < 0 ? 60 : SPECIAL_SHIFTS[i];
}
