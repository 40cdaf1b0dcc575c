/**
 * @jest-environment node
 */
// Node's own fetch classes (Headers, Response); the DOM bits http.ts reads are stubbed.
const store = new Map<string, string>();
Object.assign(globalThis, {
  window: { location: { origin: 'http://127.0.0.1:8080' } },
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  },
});

import { apiFetch, restGet, setUnauthorizedHandler } from '../http';
import { getToken, setToken } from '../../auth/token';
import { setLang } from '../lang';
import { ApiError } from '../../errors/ApiError';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  setLang('en');
});

it('sends the bearer token, the language header and ?locale=', async () => {
  setToken('t1');
  setLang('jp');
  fetchMock.mockReturnValue(respond(200, { data: 1 }));
  await apiFetch('/graphql', { method: 'POST' });
  const [url, init] = fetchMock.mock.calls[0];
  expect(new URL(url).searchParams.get('locale')).toBe('jp');
  expect((init.headers as Headers).get('Authorization')).toBe('Bearer t1');
  expect((init.headers as Headers).get('Accept-Language')).toBe('ja');
});

it('replaces the token with a fresher one from the Authorization header', async () => {
  setToken('old');
  fetchMock.mockReturnValue(respond(200, {}, { Authorization: 'Bearer fresh' }));
  await apiFetch('/graphql');
  expect(getToken()).toBe('fresh');
  expect(localStorage.getItem('user-token')).toBe('fresh');
});

it('clears the token and resets the viewer on a 401', async () => {
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  setToken('expired');
  fetchMock.mockReturnValue(respond(401, { errors: [{ message: 'sign in again', extensions: { code: 'api.no_auth' } }] }));
  await apiFetch('/graphql');
  expect(getToken()).toBeNull();
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('turns a REST {error, message} body into an ApiError with the extra fields', async () => {
  fetchMock.mockReturnValue(respond(403, { error: 'api.self_banned', message: 'the account is self-banned', ban_until: '2030-01-01T00:00:00Z' }));
  const err = await restGet('/api/user/me').catch((e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ code: 'api.self_banned', status: 403, fields: { ban_until: '2030-01-01T00:00:00Z' } });
});
