// The bearer token lives in localStorage under "user-token" (spec 9).
const KEY = 'user-token';
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  const prev = getToken();
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage disabled: the session lasts for this page only */
  }
  if (prev !== token) listeners.forEach((l) => l(token));
}

/** A response may carry a fresher token in its Authorization header. */
export function takeTokenFromHeader(header: string | null): void {
  if (!header) return;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (token && token !== getToken()) setToken(token);
}

export function onTokenChange(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
