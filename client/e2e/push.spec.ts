import type { BrowserContext } from '@playwright/test';
import { test, expect, signIn, withdrawAWin } from './fixtures';
import { startPushReceiver, type PushReceiver } from './pushReceiver';

// Web Push in headless Chromium (docs/push.md): the service worker
// registers, the push state machine goes ready → subscribed, a test push
// pressed in the profile reaches a push service (ours, on loopback) that
// decrypts it, and a push delivered to the real worker shows a notification.
// Chromium has no Push API in a Playwright context (an off-the-record
// profile), so pushManager.subscribe is answered with a subscription whose
// keys and endpoint the receiver made.

/** What the browser would hand over from its push service: the receiver's subscription. */
async function standInSubscription(context: BrowserContext, receiver: PushReceiver): Promise<void> {
  await context.addInitScript(({ endpoint, p256dh, auth }) => {
    const fake = {
      endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: () => Promise.resolve(true),
    };
    let subscribed = false;
    const real = PushManager.prototype.subscribe;
    (window as unknown as { realSubscribe: typeof real }).realSubscribe = real;
    PushManager.prototype.subscribe = function () {
      subscribed = true;
      return Promise.resolve(fake as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(subscribed ? (fake as unknown as PushSubscription) : null);
    };
  }, { endpoint: receiver.endpoint, p256dh: receiver.p256dh, auth: receiver.auth });
}

let receiver: PushReceiver;
test.beforeAll(async () => {
  receiver = await startPushReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test('enables push in the profile, sends a test push and shows a delivered one', async ({ page, context, baseURL, consoleErrors }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInSubscription(context, receiver);

  await signIn(page, 'new');
  await page.goto('/user/me');
  const card = page.getByTestId('push-card');
  await expect(card).toHaveAttribute('data-state', 'ready');

  // The worker registered with scope / from /dist, and headless Chromium's
  // own push service is not there to subscribe with.
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const key = Uint8Array.from(atob('BCoPASlhUCrfKaLP2HshoNrVjGN+FCdYpfcwl6F8v/rgTyLj4VfETgRKlG51G33o7YPYb8ZS75s+m1QBJzQfcI0='), (c) => c.charCodeAt(0));
    const real = (window as unknown as { realSubscribe: PushManager['subscribe'] }).realSubscribe;
    const own = await real.call(reg.pushManager, { userVisibleOnly: true, applicationServerKey: key }).then(
      () => 'subscribed',
      (e: Error) => `${e.name}: ${e.message}`,
    );
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '', own };
  });
  expect(sw.scope).toBe(`${baseURL}/`);
  expect(sw.script).toMatch(/\/dist\/service-worker\.js\?v=/);
  // A Playwright context is an off-the-record profile, where Chromium has
  // no Push API: subscribe rejects even with the permission granted, and
  // says why on the console (expected here, so not a failure).
  expect(sw.own).toBe('AbortError: Registration failed - permission denied');
  await expect.poll(() => consoleErrors.findIndex((e) => e.includes('does not support the Push API in incognito mode'))).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(consoleErrors.findIndex((e) => e.includes('does not support the Push API in incognito mode')), 1);

  await page.getByTestId('push-enable').click();
  await expect(card).toHaveAttribute('data-state', 'subscribed');
  await expect(page.getByTestId('push-subscribed')).toBeVisible();

  await page.getByTestId('push-test').click();
  const got = await receiver.next();
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  expect(got.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  expect(got.payload).toMatchObject({ title: 'Notifications are on', url: '/user/me', tag: 'test' });

  // A push delivered to the real worker (through the DevTools protocol)
  // shows its notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x: { scopeURL: string; isDeleted: boolean }) => x.scopeURL === `${baseURL}/` && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Withdrawal sent', body: 'On its way', url: '/user/me', tag: 'withdrawal_sent' }),
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}|${n.tag}`)))
    .toContain('Withdrawal sent|On its way|withdrawal_sent');
});

// What a player sees on their phone: subscribed in the profile, they
// withdraw a win through the sandbox marketplace, and when the supplier
// sends the trade offer the push service receives a "Withdrawal sent" push
// for that subscription, which it decrypts with the device's keys.
test('a withdrawal sent reaches the subscribed device as a push', async ({ page, context, baseURL, consoleErrors }) => {
  const phone = await startPushReceiver();
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await standInSubscription(context, phone);
    await signIn(page, 'new');
    await page.goto('/user/me');
    await expect(page.getByTestId('push-card')).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('push-enable').click();
    await expect(page.getByTestId('push-card')).toHaveAttribute('data-state', 'subscribed');
    await withdrawAWin(page);
    // The ten opens may reach a level, whose push comes first.
    let got = await phone.next(30_000);
    while (got.payload.tag !== 'withdrawal_sent') got = await phone.next(30_000);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.payload).toMatchObject({ title: 'Withdrawal sent', tag: 'withdrawal_sent' });
    expect(got.payload.body).toContain('Steam');
  } finally {
    await phone.close();
  }
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('does not support the Push API in incognito mode')));
});
