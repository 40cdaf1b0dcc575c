import { restGet } from '../env/http';
import { resetViewer } from './auth';
import { getToken, setToken } from './token';

// Signing in and out: loaded when a visitor clicks "Sign in", when the page
// comes back from Steam with ?auth_session=, or when a player signs out, so
// the shell does not carry it.

const SESSION_KEY = 'auth-session';

/** The referral code a ref- page saved (app/auth/auth.ts saveReferrer). */
export function getReferrer(): string | null {
  const m = /(?:^|; )ref_code=([^;]*)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * Starts sign-in: the server answers with a session and where to send the
 * browser, and sets an HttpOnly cookie that binds the sign-in to this browser
 * (same-origin requests send it back), so the session alone is not enough.
 */
export async function startLogin(redirectBack: string): Promise<void> {
  const params = new URLSearchParams({ redirect_back: redirectBack });
  const ref = getReferrer();
  if (ref) params.set('ref_code', ref);
  const { session, redirect } = await restGet<{ session: string; redirect: string }>(`/auth/login?${params}`);
  sessionStorage.setItem(SESSION_KEY, session);
  window.location.assign(redirect);
}

// features/promo/saved.ts SAVED_KEY: a promo code waiting for the sign-in.
const SAVED_PROMO_KEY = 'promo-code';

/**
 * Called on load when the address carries ?auth_session=, ?promo= or
 * ?asset_id=: exchanges ?auth_session= for a token and cleans the URL; a
 * campaign link's promo code and asset id are kept (features/promo), the code
 * activated once the player is signed in.
 */
export async function finishLogin(): Promise<boolean> {
  const url = new URL(window.location.href);
  if (/[?&](promo|asset_id)=/.test(url.search)) void import('../../features/promo/promo').then((m) => m.captureLanding(), () => {});
  const session = url.searchParams.get('auth_session');
  if (!session) return false;
  url.searchParams.delete('auth_session');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  try {
    const { token } = await restGet<{ token: string }>(`/auth/token?session=${encodeURIComponent(session)}`);
    setToken(token);
    // A promo code kept from before the sign-in is activated now, once (spec 9).
    if (localStorage.getItem(SAVED_PROMO_KEY)) void import('../../features/promo/promo').then((m) => m.activateSaved(), () => {});
    // The sign-in carried the saved referral code (ref_code); confirming it
    // tells a player who already is someone's referral (api.user_has_referer).
    const ref = getReferrer();
    if (ref) {
      document.cookie = 'ref_code=;max-age=0;path=/';
      void import('../../features/promo/promo').then((m) => m.confirmReferrer(ref), () => {});
    }
    return true;
  } finally {
    sessionStorage.removeItem(SESSION_KEY);
  }
}

export async function logout(): Promise<void> {
  // The token goes first, so the socket comes back as a visitor's before the
  // server ends the signed-out one (it does so at once, with 4403, which
  // would otherwise race this request); the request carries it explicitly.
  const token = getToken();
  setToken(null);
  resetViewer();
  if (!token) return;
  try {
    await restGet('/auth/logout', { Authorization: `Bearer ${token}` });
  } catch (e) {
    console.warn('[logout]', e);
  }
}
