import { getToken, setToken, takeTokenFromHeader } from '../auth/token';
import { ApiError } from '../errors/ApiError';
import { getLang } from './lang';
import { INTL_TAG } from '../../i18n/locales';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
export function setUnauthorizedHandler(h: UnauthorizedHandler): void {
  onUnauthorized = h;
}

/** The server refused the token (a 401, or a socket closed with 4403): sign the page out. */
export function tokenRefused(): void {
  setToken(null);
  onUnauthorized();
}

/** fetch with the bearer token, the language, and the token/401 rules of spec 4. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('locale', getLang());
  const headers = new Headers(init.headers);
  // The site code goes in ?locale= (what the server reads); the header gets the standard tag.
  headers.set('Accept-Language', INTL_TAG[getLang()]);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(url.toString(), { ...init, headers, credentials: 'same-origin' });
  takeTokenFromHeader(res.headers.get('Authorization'));
  if (res.status === 401 && token) tokenRefused();
  return res;
}

/** REST call returning `data`, or throwing ApiError from `{error, message}`. */
export async function restGet<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await apiFetch(path, { headers: { Accept: 'application/json', ...headers } });
  let body: { data?: T; error?: string; message?: string } = {};
  try {
    body = await res.json();
  } catch {
    /* non-JSON body: handled below */
  }
  if (!res.ok || body.error) {
    const { error, message, ...rest } = body as Record<string, unknown>;
    throw new ApiError(String(error || 'api.internal'), String(message || res.statusText), res.status, rest);
  }
  return body.data as T;
}
