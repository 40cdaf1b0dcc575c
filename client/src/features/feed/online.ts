// Spec 2: the online counter is shown only once a count above zero is known.

/** Null while no count has arrived (or the query failed). */
export function onlineVisible(count: number | null): count is number {
  return count !== null && count > 0;
}

/**
 * Where the count animation starts: from the number on screen, or straight at
 * the target when nothing was on screen (no counting up from zero on arrival).
 */
export function animationOrigin(shown: number | null, target: number): number {
  return shown !== null && shown > 0 ? shown : target;
}
