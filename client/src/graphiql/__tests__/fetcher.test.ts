/**
 * @jest-environment node
 */
// Node's own fetch classes (Headers, Response); the storage the page reads is stubbed.
import { parse } from 'graphql';

const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  },
});

type WsOptions = { url: string; connectionParams: () => Record<string, string> };
let mockWs: WsOptions | undefined;
const mockSubscribe = jest.fn();
jest.mock('graphql-ws', () => ({
  createClient: (o: WsOptions) => {
    mockWs = o;
    return { subscribe: mockSubscribe, terminate: jest.fn(), dispose: jest.fn() };
  },
}));

import { createFetcher } from '../fetcher';
// The client's own token store: GraphiQL must read what it writes.
import { setToken } from '../../app/auth/token';

const loc = { origin: 'https://casefront.example', protocol: 'https:', host: 'casefront.example' };
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(Response.json({ data: { settings: { languages: ['en'] } } })));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  mockSubscribe.mockReset();
  localStorage.clear();
});

const query = { query: '{ settings { languages } }' };

it("posts to the site's /graphql with the viewer's token", async () => {
  setToken('t1');
  const result = await createFetcher(loc)(query, { headers: {}, documentAST: parse(query.query) });
  expect(result).toEqual({ data: { settings: { languages: ['en'] } } });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('https://casefront.example/graphql');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body)).toEqual(query);
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t1');
  expect(init.credentials).toBe('same-origin');
});

it('sends no Authorization for a visitor', async () => {
  await createFetcher(loc)(query, { headers: {} });
  expect(new Headers(fetchMock.mock.calls[0][1].headers).has('Authorization')).toBe(false);
});

it('keeps an Authorization set in the headers editor', async () => {
  setToken('t1');
  await createFetcher(loc)(query, { headers: { Authorization: 'Bearer other' } });
  expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Authorization')).toBe('Bearer other');
});

it('runs subscriptions over graphql-ws on the same origin, signed in at connection time', async () => {
  const fetcher = createFetcher(loc);
  expect(mockWs!.url).toBe('wss://casefront.example/graphql');
  expect(mockWs!.connectionParams()).toEqual({});
  setToken('t2');
  expect(mockWs!.connectionParams()).toEqual({ Authorization: 'Bearer t2' });

  const sub = { query: 'subscription { onlineCount }' };
  const events = (await fetcher(sub, { headers: {}, documentAST: parse(sub.query) })) as AsyncIterableIterator<unknown>;
  const first = events.next();
  const [params, sink] = mockSubscribe.mock.calls[0];
  expect(params).toEqual(sub);
  sink.next({ data: { onlineCount: 3 } });
  expect((await first).value).toEqual({ data: { onlineCount: 3 } });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('uses ws: on a plain http origin', () => {
  createFetcher({ origin: 'http://127.0.0.1:8080', protocol: 'http:', host: '127.0.0.1:8080' });
  expect(mockWs!.url).toBe('ws://127.0.0.1:8080/graphql');
});
