/** The cookie that records the visitor's consent to cookies (a year, spec 9). */
export const CONSENT_COOKIE = 'consent';

export function hasConsent(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`));
}
