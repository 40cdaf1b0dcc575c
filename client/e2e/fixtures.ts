import { test as base, expect, type Page, type Browser } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ARTIFACTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

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
    if (res.status() >= 400 && isOurs(res.url()) && isOurs(page.url())) errors.push(`[${label}] ${res.status()} ${res.url()}`);
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
