import { parseTime } from '../../app/errors/time';

// When the viewer's state calls for a blocking modal (spec 4, 5, 6). Pure, so
// it is tested on its own; ViewerWatch opens the modals.

/** Countries whose players must pick a country after signing in. */
export const ASK_COUNTRY_FROM = new Set(['SK', 'SE']);

export interface CountryState {
  country?: string | null;
  ipCountry?: string | null;
}

/** The country modal: no country chosen yet and the last sign-in came from SK or SE. */
export function shouldAskCountry(me: CountryState | null | undefined): boolean {
  if (!me || (me.country ?? '').trim()) return false;
  return ASK_COUNTRY_FROM.has((me.ipCountry ?? '').trim().toUpperCase());
}

/** The end of an active self-ban in ms, or null when there is none (or it is over). */
export function activeSelfBan(selfBanUntil: unknown, now = Date.now()): number | null {
  const until = parseTime(selfBanUntil);
  return until !== null && until > now ? until : null;
}
