import type { Params } from '../router';

// Every loadQuery call is recorded; nothing reaches a network.
const loads: { name: string; variables: unknown; dispose: jest.Mock }[] = [];
jest.mock('../../env/relay', () => ({ environment: {} }));
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  loadQuery: (_env: unknown, query: { params: { name: string } }, variables: unknown) => {
    const entry = { name: query.params.name, variables, dispose: jest.fn() };
    loads.push(entry);
    return { dispose: entry.dispose, source: undefined };
  },
}));

import { matchRoutes, type RouteObject } from '../router';
import { defineScreen, preloadLocation, UNUSED_MS, type Screen } from '../preload';
import { shellDataReady } from '../../env/shellData';
import { ROUTES } from '../AppRoutes';

const fakeQuery = (name: string) => ({ kind: 'Request', params: { name } }) as never;

function fakeScreen(name: string, variables: (p: Params) => object | null, carriesShell = false) {
  const load = jest.fn(() => new Promise<never>(() => {}));
  return { screen: defineScreen(name, load, fakeQuery(`${name}Query`), variables as never, { carriesShell }), load };
}

beforeEach(() => {
  loads.length = 0;
});

describe('preloadLocation', () => {
  const home = fakeScreen('home', () => ({}), true);
  const item = fakeScreen('item', (p) => ({ staticName: p.staticName }));
  const routes: RouteObject[] = [
    { index: true, handle: { screen: home.screen } },
    { path: 'items/:staticName', handle: { screen: item.screen } },
    { path: 'faq' },
  ];

  it('starts the query and the chunk of the matched screen together, once per location', () => {
    preloadLocation(routes, '/items/ak-47-redline');
    preloadLocation(routes, '/items/ak-47-redline');
    expect(loads.map((l) => [l.name, l.variables])).toEqual([['itemQuery', { staticName: 'ak-47-redline' }]]);
    expect(item.load).toHaveBeenCalledTimes(1);
    preloadLocation(routes, '/items/awp-asiimov');
    expect(loads.map((l) => l.variables)).toEqual([{ staticName: 'ak-47-redline' }, { staticName: 'awp-asiimov' }]);
    expect(item.load).toHaveBeenCalledTimes(1); // the chunk is shared
  });

  it('preloads nothing for a route without a screen', () => {
    preloadLocation(routes, '/faq');
    preloadLocation(routes, '/nowhere');
    expect(loads).toEqual([]);
  });

  // The fake chunks below never arrive: by then their load has timed out, which is reported.
  const chunkErrors = () => jest.spyOn(console, 'error').mockImplementation(() => {});

  it('drops a preload whose screen never mounted', async () => {
    const reported = chunkErrors();
    jest.useFakeTimers();
    const other = fakeScreen('other', () => ({}));
    preloadLocation([{ path: 'other', handle: { screen: other.screen } }], '/other');
    expect(loads).toHaveLength(1);
    jest.advanceTimersByTime(UNUSED_MS - 1);
    expect(loads[0].dispose).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(loads[0].dispose).toHaveBeenCalledTimes(1);
    // Asked again later, it loads afresh.
    preloadLocation([{ path: 'other', handle: { screen: other.screen } }], '/other');
    expect(loads).toHaveLength(2);
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 0));
    expect(reported).toHaveBeenCalledWith('[chunk] load failed (timeout)', 'other');
    reported.mockRestore();
  });

  it('starts a lazily loaded query as soon as its artifact arrives, with the chunk', async () => {
    let arrive: (mod: { default: never }) => void = () => {};
    const artifact = jest.fn(() => new Promise<{ default: never }>((resolve) => (arrive = resolve)));
    const load = jest.fn(() => new Promise<never>(() => {}));
    const lazy = defineScreen('lazy', load, artifact, (p: Params) => ({ id: p.id }));
    const at = (path: string) => preloadLocation([{ path: 'lazy/:id', handle: { screen: lazy } }], path);
    at('/lazy/1');
    at('/lazy/2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(artifact).toHaveBeenCalledTimes(1); // one artifact for every variable set
    expect(loads).toEqual([]);
    arrive({ default: fakeQuery('lazyQuery') });
    await Promise.resolve();
    await Promise.resolve();
    expect(loads.map((l) => [l.name, l.variables])).toEqual([
      ['lazyQuery', { id: '1' }],
      ['lazyQuery', { id: '2' }],
    ]);
    // Known now: a new location starts its query at once.
    at('/lazy/3');
    expect(loads.map((l) => l.variables)).toContainEqual({ id: '3' });
  });

  it('starts no query for a preload dropped before its artifact arrived', async () => {
    const reported = chunkErrors();
    jest.useFakeTimers();
    let arrive: (mod: { default: never }) => void = () => {};
    const lazy = defineScreen('late', jest.fn(() => new Promise<never>(() => {})), () => new Promise<{ default: never }>((r) => (arrive = r)), () => ({}));
    preloadLocation([{ path: 'late', handle: { screen: lazy } }], '/late');
    jest.advanceTimersByTime(UNUSED_MS);
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    arrive({ default: fakeQuery('lateQuery') });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toEqual([]);
    expect(reported).toHaveBeenCalledWith('[chunk] load failed (timeout)', 'late');
    reported.mockRestore();
  });

  it('opens the shell gate when the first screen does not carry the shell', async () => {
    // The item screen was the first preloaded in this file.
    await expect(shellDataReady()).resolves.toBeUndefined();
  });
});

describe('the route table', () => {
  const screenAt = (path: string) => {
    const matches = matchRoutes(ROUTES, path) ?? [];
    const last = matches[matches.length - 1];
    const screen = (last?.route.handle as { screen?: Screen<never> } | undefined)?.screen;
    return screen ? [screen.name, screen.variables(last.params)] : null;
  };

  it('names the screen and query variables of each route with a query', () => {
    expect(screenAt('/')).toEqual(['home', {}]);
    expect(screenAt('/items')).toEqual(['items', {}]);
    expect(screenAt('/items/ak-47-redline')).toEqual(['item', { staticName: 'ak-47-redline' }]);
    expect(screenAt('/user/U1')).toEqual(['profile', { id: 'U1' }]);
    expect(screenAt('/recoil-case')).toEqual(['case', { alias: 'recoil-case' }]);
    expect(screenAt('/upgrade')).toEqual(['upgrade', {}]);
    expect(screenAt('/contract')).toEqual(['contract', {}]);
    expect(screenAt('/skinchanger')).toEqual(['changer', {}]);
    expect(screenAt('/promo/spring-2026')).toEqual(['promo', { code: 'spring-2026' }]);
    expect(screenAt('/ref-newfb/promo-refill')).toEqual(['promo', { code: 'promo-refill' }]);
    expect(screenAt('/ref-newfb/promo-cases')).toEqual(['promo', { code: 'promo-cases' }]);
  });

  it('asks for the pay page only for a signed-in player (a visitor is sent to sign in)', () => {
    expect(screenAt('/pay')).toEqual(['pay', null]);
    localStorage.setItem('user-token', 't');
    try {
      for (const path of ['/pay', '/pay/zen', '/pay/zen/sandbox']) expect(screenAt(path)).toEqual(['pay', {}]);
    } finally {
      localStorage.removeItem('user-token');
    }
    // The result pages follow ?reference= themselves.
    expect(screenAt('/payment-success')).toBeNull();
  });

  it('does not ask for a case that a path cannot name', () => {
    expect(screenAt('/ref-friend')).toEqual(['case', null]);
    expect(screenAt('/battle-encourage-case')).toEqual(['case', null]);
    expect(screenAt('/faq')).toBeNull();
    expect(screenAt('/fair')).toBeNull();
    expect(screenAt('/user/me')).toBeNull();
  });
});
