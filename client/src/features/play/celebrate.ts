import { RARITY_ORDER } from '../../entities/item/rarity';

// Which results are celebrated: a covert skin or a ★ item (knives and
// gloves, rarity "rare"): the drops a player tells their friends about.
const CELEBRATED = new Set(['covert', 'rare']);

export const isCelebrated = (rarity: string | null | undefined): boolean => CELEBRATED.has(rarity ?? '');

/** The rarest of a result's rarities (the one the celebration is for), or null. */
export function rarest(rarities: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  for (const r of rarities) {
    if (r && RARITY_ORDER.indexOf(r) > (best ? RARITY_ORDER.indexOf(best) : -1)) best = r;
  }
  return best;
}

/** How long the celebration shows: shorter in fast mode, like the reel. */
export const CELEBRATION_MS = 2600;
export const FAST_CELEBRATION_MS = 900;
