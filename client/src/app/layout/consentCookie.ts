/** The cookie that records the visitor's consent choice (a year, spec 9); its model is consent.ts, off the first paint. */
export const CONSENT_COOKIE = 'consent';

/** Whether the visitor has made a choice (the layout asks before the banner loads). */
export function hasConsent(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`) && c.length > CONSENT_COOKIE.length + 1);
}
