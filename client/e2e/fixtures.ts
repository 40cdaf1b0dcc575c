import { test as base, expect, type Page, type Browser } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ARTIFACTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

// Pages a test visits knowing they name nothing (the server answers them 404).
const missing = new WeakMap<Page, Set<string>>();

/** Lets page load path's document with 404 without counting it as an error. */
export function allowMissing(page: Page, path: string): void {
  const set = missing.get(page) ?? new Set<string>();
  set.add(path);
  missing.set(page, set);
}

/** Visits a path that names nothing: its status must be 404, and the client shows its not-found page. */
export async function gotoMissing(page: Page, path: string): Promise<void> {
  allowMissing(page, path);
  const res = await page.goto(path);
  expect(res?.status(), `status of ${path}`).toBe(404);
  await expect(page.getByTestId('error-404')).toBeVisible();
}

function expectedMissing(page: Page, url: string, status: number, document: boolean): boolean {
  if (status !== 404 || !document) return false;
  const u = new URL(url);
  return missing.get(page)?.has(u.pathname + u.search) ?? false;
}

/** Collects console errors and uncaught exceptions; the test fails if any. */
export function watchConsole(page: Page, label = 'page'): string[] {
  const errors: string[] = [];
  const isOurs = (url: string) => !/\/auth\/dev|favicon\.ico$/.test(url);
  page.on('console', (msg) => {
    // Failed loads are reported below with their address instead.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`[${label}] console: ${msg.text()}`);
  });
  page.on('response', (res) => {
    // The dev sign-in page is the server's, not the client's (it has no favicon).
    if (res.status() >= 400 && isOurs(res.url()) && isOurs(page.url()) && !expectedMissing(page, res.url(), res.status(), res.request().resourceType() === 'document'))
      errors.push(`[${label}] ${res.status()} ${res.url()}`);
  });
  page.on('pageerror', (err) => errors.push(`[${label}] pageerror: ${err.message}`));
  return errors;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsole(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // Start every page with the cookie banner accepted so it does not cover content.
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
    await use(context);
  },
});
export { expect };

/** The client build the server serves (WEB_DIR). */
export const DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../server/web/dist');

/** The built file of a source module (chunk names are hashes): from the build's manifest. */
export function chunkFile(src: string): string {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = manifest[src]?.file;
  if (!file) throw new Error(`no chunk for ${src} in the build's manifest`);
  return path.basename(file);
}

/** Signs in through the dev sign-in page as a demo player; returns on the redirect target. */
export async function signIn(page: Page, player = 'demo1', from = '/'): Promise<void> {
  await page.goto(from);
  await page.getByTestId('sign-in').first().click();
  await page.waitForURL(/\/auth\/dev/);
  await page.locator(`button[name="player"][value="${player}"]`).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page).not.toHaveURL(/auth_session=/);
}

export async function newAnonymousPage(browser: Browser, baseURL: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL }]);
  return ctx.newPage();
}

/** "$1,234.56" -> 123456 */
export function cents(text: string): number {
  const m = /([\d,]+)\.(\d{2})/.exec(text.replace(/\s/g, ''));
  if (!m) throw new Error(`no money in ${text}`);
  return Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** A screenshot once the modal overlay has faded in. */
export async function modalShot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.modal-overlay').last()).toHaveCSS('opacity', '1');
  await shot(page, name);
}

/** From the header's Refill button to the sandbox PSP's page, paying `amount` dollars with `zen`. */
export async function payWithSandbox(page: Page, amount: string): Promise<void> {
  await page.getByTestId('refill').click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByTestId('pay-page')).toBeVisible();
  await page.locator('[data-testid="pay-method"][data-method="zen"]').click();
  await expect(page).toHaveURL(/\/pay\/zen$/);
  // With several gates, the sandbox one.
  const sandboxGate = page.locator('[data-testid="pay-gate"][data-sandbox="true"]');
  if ((await sandboxGate.count()) > 0) await sandboxGate.first().click();
  await expect(page.getByTestId('pay-sandbox-badge')).toBeVisible();
  await expect(page.getByTestId('pay-sandbox')).toBeVisible();
  await page.getByTestId('pay-amount').fill(amount);
  await expect(page.getByTestId('pay-submit')).toHaveText(`Pay $${Number(amount).toFixed(2)}`);
  await expect(page.getByTestId('pay-submit')).toBeEnabled();
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/sandbox\/psp\/pay\/[^/?#]+/);
  await expect(page.getByText('SANDBOX').first()).toBeVisible();
}

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12';
const MIN_WITHDRAW = 50; // cents: docs/trades.md

/**
 * Saves a trade link, opens ten cases and withdraws the first win worth a
 * withdrawal through the sandbox marketplace (which moves its orders a step
 * a second, see playwright.config.ts); returns on the profile with the
 * withdrawal confirmed (beforeWithdraw runs just before it). Ten opens may reach a level: its modal is closed
 * whenever it shows, and so is the offer of push after a first withdrawal.
 */
export async function withdrawAWin(page: Page, beforeWithdraw?: () => Promise<void>): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (modal) => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
  // A first withdrawal offers push once (features/push/offer.ts): not now.
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Know when your item arrives' }), async (modal) => {
    await modal.locator('.modal__close').click();
  });
  await page.goto('/user/me');
  const form = page.getByTestId('trade-link-form');
  await form.getByTestId('trade-link-input').fill(TRADE_LINK);
  await form.getByTestId('trade-link-save').click();
  await expect(page.getByText('Trade offer link saved.')).toBeVisible();
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').first().check();
  await page.getByRole('radio', { name: 'x10' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  await page.goto('/user/me');
  await expect(page.getByTestId('inventory-item').first()).toBeVisible();
  let id = '';
  for (const c of await page.locator('[data-testid="inventory-item"][data-state="active"]').all()) {
    if ((await c.getByTestId('withdraw').count()) === 0) continue;
    if (cents(await c.locator('.inv-card__price').innerText()) < MIN_WITHDRAW) continue;
    id = (await c.getAttribute('data-drop-id'))!;
    break;
  }
  expect(id, 'a win worth withdrawing').not.toBe('');
  const card = page.locator(`[data-testid="inventory-item"][data-drop-id="${id}"]`);
  await beforeWithdraw?.();
  await card.getByTestId('withdraw').click();
  await page.getByTestId('withdraw-confirm').click();
}
