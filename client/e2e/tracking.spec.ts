import type { Page } from '@playwright/test';
import { test, expect, signIn, payWithSandbox } from './fixtures';

// Consent, analytics delivery and page-view beacons against the real
// server (docs/tracking.md). Each deposit is made by a new player (the dev
// sign-in's "new"), so no other page takes its analytics event: the server
// hands each out once.

type DataLayerEvent = { event?: string; [key: string]: unknown };
type Delivery = { entries: number; pushed: number; events: string[]; at: number };
type W = { dataLayer?: DataLayerEvent[]; deliveries?: Delivery[] };

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as W).dataLayer ?? []);
const deliveries = (page: Page) => page.evaluate(() => (window as unknown as W).deliveries ?? []);

/** Records each analytics delivery (after its 2 s) on every document the page loads. */
async function recordDeliveries(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as W;
    w.deliveries = [];
    window.addEventListener('analytics-delivered', (e) => {
      w.deliveries!.push({ ...(e as CustomEvent<Omit<Delivery, 'at'>>).detail, at: Date.now() });
    });
  });
}

async function depositApproved(page: Page): Promise<string> {
  await payWithSandbox(page, '25');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment-success\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('reference')!;
}

test('without consent, a sandbox deposit leaves the dataLayer empty', async ({ page, context, baseURL }) => {
  // Necessary only: what the banner's second button records.
  await context.addCookies([{ name: 'consent', value: 'a0.m0.t1', url: baseURL! }]);
  await recordDeliveries(page);
  await signIn(page, 'new', '/');
  await depositApproved(page);
  // The purchase was handed out and its 2 s have passed: nothing pushed.
  await expect.poll(async () => (await deliveries(page)).some((d) => d.events.includes('purchase')), { timeout: 20_000 }).toBe(true);
  const purchase = (await deliveries(page)).find((d) => d.events.includes('purchase'))!;
  expect(purchase).toMatchObject({ entries: 7, pushed: 0 });
  expect(await dataLayer(page)).toEqual([]);
});

test('with analytics consent, the tracked payment event arrives about 2 s after the deposit', async ({ page }) => {
  await recordDeliveries(page);
  // The consent page: analytics on, marketing off.
  await page.goto('/consent');
  await expect(page.getByTestId('consent-page')).toBeVisible();
  await expect(page.getByTestId('consent-necessary')).toBeDisabled();
  await page.getByTestId('consent-analytics').check();
  await page.getByTestId('consent-marketing').uncheck();
  await page.getByTestId('consent-save').click();
  await expect(page.getByTestId('consent-saved')).toBeVisible();

  await signIn(page, 'new', '/');
  // The new player's sign-up is tracked too (analytics: ga4 only).
  await expect.poll(async () => (await dataLayer(page)).map((e) => e.event), { timeout: 15_000 }).toContain('sign_up');

  const taken = page.waitForResponse(async (r) => r.url().includes('/graphql') && (await r.text().catch(() => '')).includes('"purchase"'), { timeout: 30_000 });
  const reference = await depositApproved(page);
  await taken;
  const arrived = Date.now();
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'purchase'), { timeout: 10_000 })
    .toEqual([expect.objectContaining({ transaction_id: reference, payment_method: 'zen', value: 25, currency: 'USD', serial_number: 1, topup: 'first' })]);
  const pushedAt = (await deliveries(page)).find((d) => d.events.includes('purchase'))!.at;
  // The exact 2 s is jest's (fake timers); here, seen from outside the page, it is not pushed at once.
  expect(pushedAt - arrived).toBeGreaterThanOrEqual(1000);
  expect(pushedAt - arrived).toBeLessThan(6000);
  // Marketing is off: no network's event.
  expect((await dataLayer(page)).filter((e) => e.event === 'marketing')).toEqual([]);
  // Handed out once: a reload brings nothing again.
  await page.reload();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success');
  await expect.poll(async () => (await dataLayer(page)).length).toBe(0);
});

test('navigations after the first page send GET /go{path}; a landing click id is kept', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/go/')) beacons.push(p);
  });
  const clickId = page.waitForResponse((r) => new URL(r.url()).pathname === '/clickids/add/');
  await page.goto('/?gclid=Cj0KCQ-test_1');
  // The tracking chunk is there once it has sent the click id.
  const res = await clickId;
  expect(res.status()).toBe(200);
  expect(await res.headerValue('set-cookie')).toMatch(/click_id=[0-9a-f]{32}/);

  await page.locator('a[href$="/consent"]').first().click();
  await expect(page.getByTestId('consent-page')).toBeVisible();
  await expect.poll(() => beacons).toEqual(['/go/consent']);
  await page.goBack();
  await expect.poll(() => beacons).toEqual(['/go/consent', '/go/']);
});

test('a player rates the service on their profile and finds the rating there after a reload', async ({ page }) => {
  await signIn(page, 'new', '/');
  await page.goto('/user/me');
  const widget = page.getByTestId('rate-widget');
  await expect(widget).toBeVisible();
  await expect(page.getByTestId('rate-submit')).toBeDisabled();
  await page.getByTestId('rate-star-4').click();
  await page.getByTestId('rate-comment').fill('Quick withdrawals');
  await page.getByTestId('rate-submit').click();
  await expect(page.getByTestId('rate-thanks')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('rate-star-4')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rate-star-5')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('rate-comment')).toHaveValue('Quick withdrawals');
});
