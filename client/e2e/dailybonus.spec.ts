import type { Page } from '@playwright/test';
import { test, expect, signIn, cents, shot, watchConsole, newAnonymousPage } from './fixtures';

// The daily bonus against the real server. What this spec takes from the
// server (dev mode, DEMO_SEED=1): the daily bonus case (id 109, alias
// daily-bonus) in the demo catalogue; a new account's window of 7 days, so a
// demo player's bonus is available until opened that UTC day (the e2e
// database is new for each run). Players: demo2 opens it in one tab while a
// second tab watches; demo1 gets the reminder (and does not open it);
// RESTRICTED_COUNTRIES in playwright.config.ts restricts dailybonus in MT.

const REMINDERS = [
  'Your daily bonus is waiting for you.',
  'Don’t forget today’s free case!',
  'A free case is ready to open today.',
  'Claim your daily reward before the day ends.',
  'Today’s daily bonus has not been opened yet.',
];

const dailyLink = (page: Page) => page.locator('.header__nav a[href$="/dailybonus"]');
/** The dot is the link's ::after, drawn while the page carries data-daily-bonus="available". */
const dotShown = (page: Page) =>
  dailyLink(page).evaluate((a) => document.documentElement.dataset.dailyBonus === 'available' && getComputedStyle(a, '::after').content !== 'none');

test('the daily bonus opens once a day for free; another tab sees it at once; then it counts down', async ({ page, context }) => {
  await signIn(page, 'demo2', '/');
  // A second tab of the same player, on another page.
  const other = await context.newPage();
  const otherErrors = watchConsole(other, 'other tab');
  await other.goto('/items');
  await expect(other.getByTestId('balance')).toBeVisible();
  await expect.poll(() => dotShown(other)).toBe(true);

  await expect.poll(() => dotShown(page)).toBe(true);
  await dailyLink(page).click();
  const daily = page.getByTestId('daily-page');
  await expect(daily).toHaveAttribute('data-state', 'available');
  await expect(page.getByTestId('daily-days-left')).toHaveText('7 days left');
  await expect(page.getByTestId('daily-tier')).toHaveText(/^\d$/);
  await expect(page.getByTestId('daily-max-win')).not.toBeEmpty();
  await expect(page.getByTestId('daily-mine-empty')).toBeVisible();
  await shot(page, 'dailybonus-available');

  const balance = await page.getByTestId('balance').innerText();
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('daily-open').click();
  await expect(page.getByTestId('roulette')).toBeVisible();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 10_000 });
  const won = page.getByTestId('won-item');
  await expect(won).toHaveCount(1);
  const name = (await won.getAttribute('data-market-name'))!;
  const price = cents(await won.locator('.result-card__price').innerText());
  // Free, and worth at most the tier's best win (when it has a cap).
  await expect(page.getByTestId('balance')).toHaveText(balance);
  const cap = await page.getByTestId('daily-max-win').innerText();
  if (/\$/.test(cap)) expect(price).toBeLessThanOrEqual(cents(cap));
  await shot(page, 'dailybonus-opened');

  // The other tab's dot goes out without a reload (dailyBonusChanged).
  await expect.poll(() => dotShown(other), { timeout: 10_000 }).toBe(false);
  expect(otherErrors).toEqual([]);
  await other.close();

  await page.getByTestId('keep').click();
  await expect(daily).toHaveAttribute('data-state', 'opened');
  await expect(page.getByTestId('daily-countdown')).toHaveText(/^Next bonus in \d\d:\d\d:\d\d$/);
  const first = await page.getByTestId('daily-countdown').innerText();
  await expect(page.getByTestId('daily-countdown')).not.toHaveText(first);
  await expect(page.getByTestId('daily-open')).toHaveCount(0);
  await expect.poll(() => dotShown(page)).toBe(false);
  // The player's own opens have it.
  await expect(page.getByTestId('daily-mine').getByTestId('daily-drop').filter({ hasText: name })).toHaveCount(1);

  // The server agrees after a reload: opened today, one open; the win, its
  // reel long stopped, is among the latest and the day's top drops.
  await page.reload();
  await expect(page.getByTestId('daily-page')).toHaveAttribute('data-state', 'opened');
  await expect(page.getByTestId('daily-mine').getByTestId('daily-drop')).toHaveCount(1);
  await expect(page.getByTestId('daily-history').getByTestId('daily-drop').filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByTestId('daily-top').getByTestId('daily-drop').filter({ hasText: name }).first()).toBeVisible();
  await shot(page, 'dailybonus-countdown');
});

test('60 s after landing, an available daily bonus is recalled by one of five texts linking to it', async ({ page }) => {
  await signIn(page, 'demo1', '/');
  // The page's clock under the test's control from the next load on.
  await page.clock.install();
  await page.goto('/items');
  await expect.poll(() => dotShown(page)).toBe(true);
  const reminder = page.getByTestId('daily-reminder');
  await page.clock.fastForward(50_000);
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward(11_000);
  await expect(reminder).toBeVisible();
  const text = await reminder.innerText();
  expect(REMINDERS.some((r) => text.includes(r))).toBe(true);
  await expect(reminder).toContainText('Open the daily bonus');
  await shot(page, 'dailybonus-reminder');
  await page.getByTestId('daily-reminder-link').click();
  await expect(page).toHaveURL(/\/dailybonus$/);
  await expect(page.getByTestId('daily-page')).toHaveAttribute('data-state', 'available');
  await expect(reminder).toHaveCount(0);
});

test('a visitor sees the drops and is asked to sign in', async ({ page }) => {
  await page.goto('/dailybonus');
  await expect(page.getByTestId('daily-page')).toHaveAttribute('data-state', 'signIn');
  await expect(page.getByTestId('daily-mine')).toHaveCount(0);
  await page.getByTestId('daily-sign-in').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('in Russian', async ({ page }) => {
  await signIn(page, 'demo4', '/ru/dailybonus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ежедневный бонус');
  await expect(page.getByTestId('daily-days-left')).toHaveText(/Остал(ось|ся) \d+ (день|дня|дней)/);
});

test('the dailybonus restriction hides the link and its dot and sends the route home', async ({ browser, baseURL }) => {
  const page = await newAnonymousPage(browser, baseURL!);
  await page.context().setExtraHTTPHeaders({ 'CF-IPCountry': 'MT' });
  const errors = watchConsole(page, 'MT');
  await signIn(page, 'demo4', '/');
  await expect(page.getByTestId('profile')).toBeVisible();
  await expect(page.locator('a[href$="/dailybonus"]')).toHaveCount(0);
  await page.goto('/dailybonus');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('daily-page')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.dailyBonus ?? null)).toBeNull();
  expect(errors).toEqual([]);
  await page.context().close();
});
