import { buildVersion, disablePush, enablePush, keyBytes, pushState, PushDenied, resetPush, startPush, type PushBrowser } from '../state';

// A browser whose worker registration and push manager the test drives.
function fakeBrowser(opts: { permission?: NotificationPermission; subscribed?: boolean; registerFails?: boolean; grant?: NotificationPermission } = {}) {
  let sub: { endpoint: string; toJSON: () => unknown; unsubscribe: jest.Mock } | null = null;
  const makeSub = () => ({
    endpoint: 'https://push.example/abc',
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'PUB', auth: 'AUTH' } }),
    unsubscribe: jest.fn(() => Promise.resolve(true)),
  });
  if (opts.subscribed) sub = makeSub();
  const pushManager = {
    getSubscription: jest.fn(() => Promise.resolve(sub)),
    subscribe: jest.fn(() => Promise.resolve((sub = makeSub()))),
  };
  const Notification = {
    permission: opts.permission ?? 'default',
    requestPermission: jest.fn(() => Promise.resolve(opts.grant ?? 'granted')),
  };
  const register = jest.fn((..._args: unknown[]) => (opts.registerFails ? Promise.reject(new Error('SecurityError')) : Promise.resolve({ pushManager })));
  const b = { Notification, serviceWorker: { register }, PushManager: function PushManager() {} } as unknown as PushBrowser;
  return { b, register, pushManager, Notification, current: () => sub };
}

beforeEach(() => resetPush());

it('is unsupported when the browser lacks notifications, service workers or push', async () => {
  for (const missing of ['Notification', 'serviceWorker', 'PushManager'] as const) {
    const { b, register } = fakeBrowser();
    delete (b as Record<string, unknown>)[missing];
    expect(await startPush(b, 'v1')).toBe('unsupported');
    expect(register).not.toHaveBeenCalled();
  }
});

it('registers the worker at /dist with the build version and scope /, then is ready without permission', async () => {
  const { b, register, pushManager } = fakeBrowser({ permission: 'default', subscribed: true });
  expect(await startPush(b, 'Ab12cd')).toBe('ready');
  expect(register).toHaveBeenCalledWith('/dist/service-worker.js?v=Ab12cd', { scope: '/' });
  expect(pushManager.getSubscription).not.toHaveBeenCalled(); // without permission nothing can be shown anyway
});

it('is subscribed when permission is granted and a subscription exists, ready when none does', async () => {
  expect(await startPush(fakeBrowser({ permission: 'granted', subscribed: true }).b, 'v')).toBe('subscribed');
  resetPush();
  expect(await startPush(fakeBrowser({ permission: 'granted', subscribed: false }).b, 'v')).toBe('ready');
});

it('logs a failed registration and leaves the state as it was', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const seen: string[] = [];
  const off = pushState.subscribe(() => seen.push(pushState.get()));
  expect(await startPush(fakeBrowser({ registerFails: true }).b, 'v')).toBe('unsupported');
  expect(error).toHaveBeenCalledWith('[push] service worker registration failed', expect.any(Error));
  expect(seen).toEqual([]);
  off();
  error.mockRestore();
});

it('enables: asks permission, subscribes with the server key, saves, and is subscribed', async () => {
  const f = fakeBrowser({ permission: 'default' });
  await startPush(f.b, 'v');
  const save = jest.fn(() => Promise.resolve());
  await enablePush('AQID_-8', save, f.b);
  expect(f.Notification.requestPermission).toHaveBeenCalled();
  const opts = (f.pushManager.subscribe.mock.calls[0] as unknown[])[0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
  expect(opts.userVisibleOnly).toBe(true);
  expect(Array.from(opts.applicationServerKey)).toEqual([1, 2, 3, 255, 239]);
  expect(save).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc', p256dh: 'PUB', auth: 'AUTH' });
  expect(pushState.get()).toBe('subscribed');

  const remove = jest.fn(() => Promise.resolve());
  const sub = f.current()!;
  await disablePush(remove);
  expect(remove).toHaveBeenCalledWith('https://push.example/abc');
  expect(sub.unsubscribe).toHaveBeenCalled();
  expect(pushState.get()).toBe('ready');
});

it('stays ready when permission is refused, and when saving fails', async () => {
  const f = fakeBrowser({ permission: 'default', grant: 'denied' });
  await startPush(f.b, 'v');
  await expect(enablePush('AQID', jest.fn(), f.b)).rejects.toBeInstanceOf(PushDenied);
  expect(f.pushManager.subscribe).not.toHaveBeenCalled();
  expect(pushState.get()).toBe('ready');

  resetPush();
  const g = fakeBrowser({ permission: 'granted' });
  await startPush(g.b, 'v');
  await expect(enablePush('AQID', () => Promise.reject(new Error('api.validation')), g.b)).rejects.toThrow('api.validation');
  expect(pushState.get()).toBe('ready');
});

it('reads the build version from the entry script and the key as bytes', () => {
  document.head.innerHTML = '<script type="module" src="/assets/index-Zx9Y.js"></script>';
  expect(buildVersion()).toBe('index-Zx9Y');
  document.head.innerHTML = '';
  expect(buildVersion()).toBe('dev');
  expect(Array.from(keyBytes('BA'))).toEqual([4]);
});
