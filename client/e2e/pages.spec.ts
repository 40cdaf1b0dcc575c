import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect, signIn, newAnonymousPage } from './fixtures';

const here = path.dirname(new URL(import.meta.url).pathname);

// The operator's command line, on the server's database.
function casefront(...args: string[]): string {
  return execFileSync(path.resolve(here, '..', process.env.CASEFRONT_BIN ?? '../bin/casefront'), args, {
    env: { ...process.env, DATABASE_URL: `sqlite://${path.join(process.env.E2E_DB_DIR!, 'e2e.db')}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

test('the FAQ and the terms render with their contents in three languages', async ({ page }) => {
  for (const [url, title, section, link] of [
    ['/faq', 'Frequently asked questions', 'How do I ban myself?', '/fair'],
    ['/de/faq', 'Häufige Fragen', 'Wie sperre ich mich selbst?', '/de/fair'],
    ['/ru/terms', 'Условия использования', 'Ответственная игра', '/ru/fair'],
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    const toc = page.getByTestId('static-toc');
    await toc.getByRole('link', { name: section }).click();
    await expect(page).toHaveURL(/#(self-ban|responsible-gaming)$/);
    await expect(page.locator(`.static-page__body a[href="${link}"]`).first()).toBeVisible();
  }
  // A site link of the page stays in the reader's language.
  await page.goto('/de/faq');
  await page.locator('.static-page__body a[href="/de/fair"]').first().click();
  await expect(page).toHaveURL(/\/de\/fair$/);
});

test('an alert added by the operator shows in the bar and stays dismissed', async ({ page, browser, baseURL }) => {
  const text = `Maintenance ${Date.now()}`;
  const added = casefront('alert', 'add', '--text', `en=${text}`, '--text', `de=Wartung ${text}`, '--style', 'warning', '--link', '/faq');
  const id = /alert (\d+) added/.exec(added)?.[1];
  expect(id).toBeTruthy();
  try {
    // A visitor: the dismissal is the browser's. (The anonymous answer may be a second old.)
    const guest = await newAnonymousPage(browser, baseURL!);
    await expect(async () => {
      await guest.goto('/');
      await expect(guest.getByTestId('alert-bar').filter({ hasText: text })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    const bar = guest.getByTestId('alert-bar').filter({ hasText: text });
    await expect(bar).toHaveAttribute('data-style', 'warning');
    await bar.getByTestId('alert-dismiss').click();
    await expect(bar).toHaveCount(0);
    await guest.reload();
    await guest.waitForLoadState('networkidle');
    await expect(guest.getByTestId('alert-bar').filter({ hasText: text })).toHaveCount(0);
    await guest.context().close();

    // A player: the server keeps it hidden, in another browser too.
    await signIn(page, 'demo3', '/de');
    const mine = page.getByTestId('alert-bar').filter({ hasText: `Wartung ${text}` });
    await expect(mine).toBeVisible();
    await mine.getByTestId('alert-dismiss').click();
    await expect(mine).toHaveCount(0);
    const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await other.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
    const again = await other.newPage();
    await signIn(again, 'demo3', '/de');
    await again.waitForLoadState('networkidle');
    await expect(again.getByTestId('alert-bar').filter({ hasText: text })).toHaveCount(0);
    await other.close();
  } finally {
    casefront('alert', 'end', id!);
  }
});

test('a modal notification shows once to a player', async ({ page }) => {
  const name = `e2e-${Date.now()}`;
  const added = casefront('modal', 'add', '--name', name, '--title', 'en=Welcome back', '--body', 'en=Read the FAQ', '--button', 'en=Open the FAQ',
    '--link', '/faq', '--audience', 'players');
  const id = /modal (\d+)/.exec(added)?.[1];
  try {
    await signIn(page, 'demo2');
    const modal = page.getByTestId('notice-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await modal.getByRole('link', { name: 'Open the FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(modal).toHaveCount(0);
    await page.evaluate(() => localStorage.clear()); // the server remembers, not only this browser
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(modal).toHaveCount(0);
  } finally {
    if (id) casefront('modal', 'end', id);
  }
});

test('a site event started by the operator restyles an open page without a reload, and its end takes it off', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.hero')).toBeVisible();
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme', /.+/);
  const plain = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gold').trim());
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
  const started = casefront('site-event', 'start', 'site_event', 'new-year-2025', '2h');
  const id = /site event (\d+) started/.exec(started)?.[1];
  expect(id).toBeTruthy();
  try {
    await expect(html).toHaveAttribute('data-theme', 'new-year-2025', { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gold').trim())).not.toBe(plain);
    const decoration = await page.evaluate(() => getComputedStyle(document.querySelector('.hero')!, '::after').backgroundImage);
    expect(decoration).toContain('url(');
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(true);
    const api = await page.request.get('/api/site_events');
    expect((await api.json()).theme).toBe('new-year-2025');
  } finally {
    casefront('site-event', 'end', id!);
  }
  await expect(html).not.toHaveAttribute('data-theme', /.+/, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(true);
});
