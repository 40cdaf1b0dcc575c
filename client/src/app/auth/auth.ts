import { commitLocalUpdate } from 'relay-runtime';
import { environment } from '../env/relay';
import { restGet, setUnauthorizedHandler } from '../env/http';
import { setToken } from './token';

const SESSION_KEY = 'auth-session';
const REF_KEY = 'ref-code';

/** Drops the viewer from the Relay store so every `me` reader re-renders. */
export function resetViewer(): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'me');
  });
}
setUnauthorizedHandler(resetViewer);

export function saveReferrer(code: string): void {
  try {
    localStorage.setItem(REF_KEY, code);
  } catch {
    /* ignore */
  }
}
export function getReferrer(): string | null {
  try {
    return localStorage.getItem(REF_KEY);
  } catch {
    return null;
  }
}

/** Starts sign-in: the server answers with a session and where to send the browser. */
export async function startLogin(redirectBack: string): Promise<void> {
  const params = new URLSearchParams({ redirect_back: redirectBack });
  const ref = getReferrer();
  if (ref) params.set('ref_code', ref);
  const { session, redirect } = await restGet<{ session: string; redirect: string }>(`/auth/login?${params}`);
  sessionStorage.setItem(SESSION_KEY, session);
  window.location.assign(redirect);
}

/** Called on load: exchanges ?auth_session= for a token and cleans the URL. */
export async function finishLogin(): Promise<boolean> {
  const url = new URL(window.location.href);
  const session = url.searchParams.get('auth_session');
  if (!session) return false;
  url.searchParams.delete('auth_session');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  try {
    const { token } = await restGet<{ token: string }>(`/auth/token?session=${encodeURIComponent(session)}`);
    setToken(token);
    return true;
  } finally {
    sessionStorage.removeItem(SESSION_KEY);
  }
}

export async function logout(): Promise<void> {
  try {
    await restGet('/auth/logout');
  } catch (e) {
    console.warn('[logout]', e);
  }
  setToken(null);
  resetViewer();
}
