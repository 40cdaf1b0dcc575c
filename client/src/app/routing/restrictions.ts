// Route blocking by feature restriction (spec 2, "Blocking").
// Each route has a dotted name; the restriction is named after its first
// segment, except the event store whose flag is gabens_store. Upgrade has its
// own rule (blocked only when both upgrade and upgrade_new are restricted).

export const RESTRICTION_WAIT_MS = 2000;

const SPECIAL: Record<string, string> = { gaben: 'gabens_store' };
// The contract has no feature restriction of its own (spec 2).
const EXEMPT = new Set(['upgrade', 'contract']);

export function restrictionFor(routeName: string): string | null {
  const first = routeName.split('.')[0];
  if (EXEMPT.has(first)) return null;
  return SPECIAL[first] ?? first;
}

export function isRouteBlocked(routeName: string, restrictions: readonly string[]): boolean {
  const first = routeName.split('.')[0];
  if (first === 'upgrade') return restrictions.includes('upgrade') && restrictions.includes('upgrade_new');
  const r = restrictionFor(routeName);
  return r !== null && restrictions.includes(r);
}
