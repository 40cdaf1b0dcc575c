// The visitor's consent (spec 2, 9): necessary cookies always; analytics and
// marketing as the visitor chooses. Kept a year in the `consent` cookie as
// `a1.m0.t<ms>` (the time orders it against the account's copy, which the
// tracking chunk keeps in step for a signed-in player). This module is on
// the first paint only through consentCookie.ts (the layout's question).

import { CONSENT_COOKIE } from './consentCookie';

export { CONSENT_COOKIE, hasConsent } from './consentCookie';
/** Dispatched on window with the new Consent when the visitor chooses. */
export const CONSENT_EVENT = 'consent-change';
const YEAR_S = 31536000;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  /** when it was chosen, ms since the epoch */
  at?: number;
}

export const ALL: Consent = { analytics: true, marketing: true };
export const NECESSARY_ONLY: Consent = { analytics: false, marketing: false };

/** Parses the cookie's value; the banner's former "1" was an accept of all. */
export function parseConsent(v: string): Consent | null {
  if (v === '1') return { ...ALL };
  const m = /^a([01])\.m([01])(?:\.t(\d{1,15}))?$/.exec(v);
  if (!m) return null;
  return { analytics: m[1] === '1', marketing: m[2] === '1', at: m[3] ? Number(m[3]) : undefined };
}

export function formatConsent(c: Consent): string {
  return `a${c.analytics ? 1 : 0}.m${c.marketing ? 1 : 0}.t${Math.floor(c.at ?? Date.now())}`;
}

/** The visitor's choice, null before they made one. */
export function readConsent(): Consent | null {
  const c = document.cookie.split('; ').find((x) => x.startsWith(`${CONSENT_COOKIE}=`));
  return c ? parseConsent(decodeURIComponent(c.slice(CONSENT_COOKIE.length + 1))) : null;
}

/** Records the choice for a year; tells the page unless quiet (a copy from the account). */
export function writeConsent(c: Consent, { quiet = false }: { quiet?: boolean } = {}): Consent {
  const saved = { analytics: c.analytics, marketing: c.marketing, at: c.at ?? Date.now() };
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${formatConsent(saved)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
  if (!quiet) window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: saved }));
  return saved;
}
