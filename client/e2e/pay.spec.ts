import type { Page } from '@playwright/test';
import { test, expect, signIn, cents, shot, payWithSandbox } from './fixtures';

// Top-ups through the sandbox gateway and promo codes, against the real
// server. What this spec takes from the server (dev mode, DEMO_SEED=1):
//  - the method `zen` offers a sandbox gate (PaymentGate.sandbox), with $25 within its limits;
//  - the sandbox PSP's hosted page at /sandbox/psp/pay/{id}, marked SANDBOX,
//    with the buttons Approve, Decline, Leave pending and Pay a different
//    amount; Approve and Decline send the player back to /payment-success and
//    /payment-fail with ?reference=;
//  - the demo promo codes DEMO10 (percent, +10%) and DEMO5USD (money, $5).
//  - the demo promo page WELCOME (title and text in its data, +15%, group welcome).
// Players: demo1 pays (approve, decline), demo2 takes DEMO10 and pays with
// its bonus, demo3 takes DEMO5USD (twice: the cooldown) and WELCOME, demo4
// follows a ?promo= link before signing in.

type DataLayerEvent = { event?: string; [key: string]: unknown };
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []) as DataLayerEvent[]);
const balance = async (page: Page) => cents(await page.getByTestId('balance').innerText());

test('a player tops up $25 through the sandbox, approves, and the balance rises by $25', async ({ page }) => {
  await signIn(page, 'demo1', '/');
  const before = await balance(page);
  await payWithSandbox(page, '25');
  await shot(page, 'sandbox-psp');
  await page.getByRole('button', { name: 'Approve' }).click();

  await page.waitForURL(/\/payment-success\?reference=/);
  const result = page.getByTestId('payment-result');
  // The page shows the state reached: success once the gateway's webhook has landed.
  await expect(result).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  await expect(page.getByTestId('payment-title')).toHaveText('Payment successful');
  await expect(page.getByTestId('payment-amount')).toHaveText('$25.00');
  await expect(page.getByTestId('payment-bonus')).toHaveCount(0);
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBe(before + 2500);
  await shot(page, 'payment-success');

  // The tracked payment event, in USD, once, 2 s after it arrives (the
  // fixtures' consent accepts all; e2e/tracking.spec.ts covers consent); the
  // first and second top-ups marked (demo1's first on a fresh database,
  // unless the demo seed has paid before).
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'purchase').length, { timeout: 10_000 }).toBe(1);
  const events = await dataLayer(page);
  const purchases = events.filter((e) => e.event === 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ currency: 'USD', value: 25, payment_method: 'zen' });
  const serial = purchases[0].serial_number as number;
  expect(serial).toBeGreaterThanOrEqual(1);
  const ordinal = serial === 1 ? 'first' : serial === 2 ? 'second' : null;
  expect(purchases[0].topup).toBe(ordinal);
  expect(events.filter((e) => e.event === `${ordinal}_topup`)).toHaveLength(ordinal ? 1 : 0);
  await page.reload();
  await expect(result).toHaveAttribute('data-view', 'success');
  expect((await dataLayer(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
});

test('a declined payment lands on payment-fail and leaves the balance as it was', async ({ page }) => {
  await signIn(page, 'demo1', '/');
  const before = await balance(page);
  await payWithSandbox(page, '10');
  await page.getByRole('button', { name: 'Decline' }).click();

  await page.waitForURL(/\/payment-fail\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'fail', { timeout: 20_000 });
  await expect(page.getByTestId('payment-title')).toHaveText('Payment failed');
  await expect(page.getByTestId('payment-retry')).toHaveAttribute('href', '/pay/zen');
  expect(await balance(page)).toBe(before);
  expect((await dataLayer(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
});

test('a payment left pending turns into a success on the open pending page once it is approved later', async ({ page, context }) => {
  await signIn(page, 'demo1', '/');
  const before = await balance(page);
  await payWithSandbox(page, '12');
  const psp = page.url();
  await page.getByRole('button', { name: 'Leave pending' }).click();

  await page.waitForURL(/\/payment-pending\?reference=/);
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-view', 'pending', { timeout: 20_000 });
  expect(await balance(page)).toBe(before);

  // Later, the payment is approved at the provider (another tab): the
  // pending page follows it live, and the balance rises once.
  const later = await context.newPage();
  await later.goto(psp);
  await later.getByRole('button', { name: 'Approve' }).click();
  await later.waitForURL(/\/payment-success\?reference=/);
  await later.close();
  await expect(result).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBe(before + 1200);
});

test('a percent promo code shows +10% on Refill and its bonus is credited with the next top-up', async ({ page }) => {
  await signIn(page, 'demo2', '/');
  await expect(page.getByTestId('refill-bonus')).toHaveCount(0);
  await page.getByTestId('refill').click();
  await page.getByTestId('promo-input').fill('DEMO10');
  await page.getByTestId('promo-activate').click();
  await expect(page.getByTestId('notice').filter({ hasText: 'An extra 10% was added to your next deposit.' })).toBeVisible();
  await expect(page.getByTestId('refill-bonus')).toHaveText('+10%');

  // Before paying: the promo and what the bonus makes of $25.
  const before = await balance(page);
  await page.locator('[data-testid="pay-method"][data-method="zen"]').click();
  const sandboxGate = page.locator('[data-testid="pay-gate"][data-sandbox="true"]');
  if ((await sandboxGate.count()) > 0) await sandboxGate.first().click();
  await expect(page.getByTestId('pay-active-promo')).toContainText('DEMO10');
  await page.getByTestId('pay-amount').fill('25');
  await expect(page.getByTestId('pay-bonus')).toHaveText('+10% bonus: you get $27.50');
  await shot(page, 'pay-with-bonus');
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/sandbox\/psp\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();

  await page.waitForURL(/\/payment-success\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  await expect(page.getByTestId('payment-bonus')).toHaveText('+$2.50');
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBe(before + 2750);
  // Used by this deposit: the badge goes.
  await expect(page.getByTestId('refill-bonus')).toHaveCount(0);
});

test('a money promo code from the profile page adds $5 to the balance', async ({ page }) => {
  await signIn(page, 'demo3', '/');
  const before = await balance(page);
  await page.goto('/user/me');
  await expect(page.getByTestId('profile-promo')).toBeVisible();
  await page.getByTestId('promo-input').fill('DEMO5USD');
  await page.getByTestId('promo-activate').click();
  const notice = page.getByTestId('notice').filter({ hasText: 'Promocode was successfully activated' });
  await expect(notice).toContainText('The amount of $5.00 will be added to your account.');
  await expect.poll(() => balance(page), { timeout: 10_000 }).toBe(before + 500);
});

test('the same money code twice opens the cooldown modal with its code', async ({ page }) => {
  await signIn(page, 'demo3', '/user/me');
  await page.goto('/user/me');
  await page.getByTestId('promo-input').fill('demo5usd');
  await page.getByTestId('promo-activate').click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('The promo code DEMO5USD cannot be activated yet. Thank you for your patience!');
  await expect(modal).toContainText('Oops!');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
});

test('a promo page shows what it gives and activates its code for the player', async ({ page }) => {
  // WELCOME: the demo promo page (title and text in its data, +15% on the next deposit).
  await signIn(page, 'demo3', '/');
  await page.goto('/promo/welcome');
  await expect(page.getByTestId('promo-title')).toHaveText('Welcome bonus');
  await expect(page.getByTestId('promo-text')).toHaveText('Top up today and get 15% more on your deposit.');
  await expect(page.getByTestId('promo-gift')).toHaveText('+15% on your next deposit');
  await shot(page, 'promo-page');
  await page.getByTestId('promo-page-activate').click();
  await expect(page.getByTestId('notice').filter({ hasText: 'An extra 15% was added to your next deposit.' })).toBeVisible();
  await expect(page.getByTestId('promo-page-activate')).toHaveText('Activated');
  await expect(page.getByTestId('refill-bonus')).toHaveText('+15%');
});

test('a visitor’s Activate on a promo page asks to sign in and keeps the code', async ({ page }) => {
  await page.goto('/promo/welcome');
  await expect(page.getByTestId('promo-sign-in-hint')).toBeVisible();
  await page.getByTestId('promo-page-activate').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('promo-code')))!)).toEqual({ code: 'WELCOME', page: true, group: 'welcome' });
});

test('a visitor’s ?promo= link is kept until the sign-in, then activated once', async ({ page, context, baseURL }) => {
  await page.goto('/?promo=DEMO10&asset_id=12345');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('promo-code'))).toBe(JSON.stringify({ code: 'DEMO10' }));
  await expect(page).toHaveURL(/\/\?asset_id=12345$/);
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'asset_id');
  expect(cookie?.value).toBe('12345');
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 13.9 * 24 * 3600);

  await page.getByTestId('sign-in').first().click();
  await page.waitForURL(/\/auth\/dev/);
  await page.locator('button[name="player"][value="demo4"]').click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('refill-bonus')).toHaveText('+10%');
  expect(await page.evaluate(() => localStorage.getItem('promo-code'))).toBeNull();
});

test('an unknown promo page is not found, and a visitor is asked to sign in to pay', async ({ page }) => {
  await page.goto('/promo/no-such-promo');
  await expect(page.getByTestId('error-404')).toBeVisible();
  await page.goto('/pay/zen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-modal')).toBeVisible();
});
