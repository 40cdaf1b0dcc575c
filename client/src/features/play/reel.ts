// Builds the visual reel for one drop. The reel is decoration: the winner is
// decided by the server; the filler is drawn by weight so it looks honest.
export const REEL_LENGTH = 56;
export const WIN_INDEX = 48;

export interface Weighted<T> {
  weight: number;
  value: T;
}

export function pickWeighted<T>(items: Weighted<T>[], rnd: () => number = Math.random): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let ticket = rnd() * total;
  for (const i of items) {
    ticket -= i.weight;
    if (ticket < 0) return i.value;
  }
  return items[items.length - 1].value;
}

export function buildReel<T>(items: Weighted<T>[], winner: T, rnd: () => number = Math.random): T[] {
  const reel: T[] = [];
  for (let i = 0; i < REEL_LENGTH; i++) reel.push(i === WIN_INDEX ? winner : pickWeighted(items, rnd));
  return reel;
}

/** Offset (px) that centres the winning cell, nudged inside it so stops look natural. */
export function reelOffset(cellPx: number, viewportPx: number, jitter: number): number {
  const inside = (jitter - 0.5) * cellPx * 0.7;
  return WIN_INDEX * cellPx + cellPx / 2 - viewportPx / 2 + inside;
}
