/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// The service worker (client/public/dist/service-worker.js) run against a
// stand-in of the worker's global: what it shows on a push, where a click
// leads, and that it handles no fetch (it caches nothing).

const SOURCE = fs.readFileSync(path.resolve(__dirname, '../../../../public/dist/service-worker.js'), 'utf8');

type Handler = (e: unknown) => void;

function load(tabs: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = []) {
  const handlers: Record<string, Handler> = {};
  const showNotification = jest.fn(() => Promise.resolve());
  const openWindow = jest.fn(() => Promise.resolve(null));
  const self = {
    location: new URL('https://casefront.example/dist/service-worker.js?v=abc'),
    addEventListener: (type: string, fn: Handler) => {
      handlers[type] = fn;
    },
    skipWaiting: jest.fn(),
    registration: { showNotification },
    clients: { claim: jest.fn(() => Promise.resolve()), matchAll: jest.fn(() => Promise.resolve(tabs)), openWindow },
  };
  vm.runInNewContext(SOURCE, { self, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { handlers, showNotification, openWindow, fire };
}

const data = (v: unknown) => ({ json: () => (typeof v === 'string' ? JSON.parse(v) : v), text: () => String(v) });

it('handles push and clicks, and no fetch', () => {
  const { handlers } = load();
  expect(Object.keys(handlers).sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
});

it('shows the payload as a notification, its url kept to this site', async () => {
  const sw = load();
  await sw.fire('push', { data: data({ title: 'Withdrawal sent', body: 'On its way', url: '/user/me', tag: 'withdrawal_sent', icon: '/favicon.svg' }) });
  expect(sw.showNotification).toHaveBeenCalledWith('Withdrawal sent', {
    body: 'On its way',
    icon: '/favicon.svg',
    tag: 'withdrawal_sent',
    data: { url: 'https://casefront.example/user/me' },
  });
  await sw.fire('push', { data: data({ title: 'x', url: 'https://evil.example/phish' }) });
  expect((sw.showNotification.mock.calls[1] as unknown[])[1]).toMatchObject({ data: { url: 'https://casefront.example/' } });
  await sw.fire('push', { data: { json: () => { throw new Error('not JSON'); }, text: () => 'plain words' } });
  expect(sw.showNotification.mock.calls[2]).toEqual(['casefront.example', expect.objectContaining({ body: 'plain words' })]);
});

it('on a click focuses a tab of the site and takes it to the url, or opens one', async () => {
  const close = jest.fn();
  const tab = { url: 'https://casefront.example/cases', focus: jest.fn(), navigate: jest.fn() };
  tab.focus.mockResolvedValue(tab);
  const sw = load([tab]);
  await sw.fire('notificationclick', { notification: { close, data: { url: 'https://casefront.example/user/me' } } });
  expect(close).toHaveBeenCalled();
  expect(tab.focus).toHaveBeenCalled();
  expect(tab.navigate).toHaveBeenCalledWith('https://casefront.example/user/me');
  expect(sw.openWindow).not.toHaveBeenCalled();

  const none = load([]);
  await none.fire('notificationclick', { notification: { close, data: { url: 'https://casefront.example/dailybonus' } } });
  expect(none.openWindow).toHaveBeenCalledWith('https://casefront.example/dailybonus');
});
