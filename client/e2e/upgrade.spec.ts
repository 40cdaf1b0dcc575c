import type { Page } from '@playwright/test';
import { test, expect, signIn, watchConsole, cents, shot } from './fixtures';

/** Cases and upgrades earn XP: a level-up modal may open at any point. Close it whenever it shows. */
async function closeLevelUps(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
}

/** "Ticket 779,260 at a chance of 74.64%." -> 779260 */
const ticketIn = (text: string) => Number(/Ticket ([\d,]+)/.exec(text)![1].replace(/,/g, ''));
/** "74.64%" -> 74.64 */
const percentIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a player stakes a case drop and balance for a target, sees the dial stop and the result, and verifies the roll', async ({ page }) => {
  await closeLevelUps(page);
  // An item to stake: one case, kept.
  await signIn(page, 'demo3', '/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  const dropName = (await page.getByTestId('won-item').getAttribute('data-market-name'))!;
  await page.getByTestId('keep').click();

  // The sub-header leads to the upgrade.
  await page.getByRole('navigation', { name: 'Game modes' }).getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByTestId('house-edge')).toHaveText('House edge 5%');
  await expect(page.getByTestId('upgrade-rules')).toContainText('Chance = stake ÷ target price × (1 − house edge)');
  await expect(page.getByTestId('play-reason')).toHaveAttribute('data-reason', 'noStake');
  await expect(page.getByTestId('upgrade-play')).toBeDisabled();
  // Tier tabs name the cents they hold: (1, 5] is $1.01 – $5.00.
  await expect(page.getByTestId('tier-tab')).toHaveText(['All', '$0.00 – $1.00', '$1.01 – $5.00', '$5.01 – $25.00', '$25.01 – $100.00', '$100.01 – $500.00', 'over $500.00']);

  // The stake list is a query of its own (it needs the viewer's id); the newest drop comes first.
  const staked = page.locator(`[data-testid="stake-item"][data-market-name="${dropName}"]`);
  await expect(staked.first()).toBeVisible();
  const heldBefore = await staked.count();
  await staked.first().click();
  await expect(page.getByTestId('stake-count')).toHaveText('1 of 10 items');
  await page.getByTestId('stake-balance').fill('1');
  const stake = cents(await page.getByTestId('stake-total').innerText());
  expect(stake).toBeGreaterThan(100);
  await expect(page.getByTestId('play-reason')).toHaveAttribute('data-reason', 'noTarget');

  // With a stake, the list holds only targets it can be played for (1% to 75%), cheapest first.
  await expect(page.getByTestId('target-count')).toContainText('you can play for with this stake');
  await expect.poll(async () => percentIn(await page.getByTestId('target-chance').first().innerText())).toBeLessThanOrEqual(75);
  const target = page.getByTestId('target-item').first();
  const targetName = (await target.getAttribute('data-market-name'))!;
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('play-reason')).toHaveCount(0);
  const chance = percentIn(await page.getByTestId('chance').innerText());
  expect(chance).toBeGreaterThanOrEqual(1);
  expect(chance).toBeLessThanOrEqual(75);
  // High mode: the win zone moves to the end of the dial.
  await page.getByTestId('mode-high').click();
  await expect(page.getByTestId('mode-high')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('dial-zone')).toBeVisible();
  await shot(page, 'upgrade-desktop');

  const balanceBefore = cents(await page.getByTestId('balance').innerText());
  const nonceBefore = Number(await page.getByTestId('nonce').innerText());
  await page.getByTestId('upgrade-fast').check();
  await page.getByTestId('upgrade-play').click();
  await expect(page.getByTestId('upgrade-result')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'upgrade-result');

  // The balance staked is spent whatever the outcome; the roll took a nonce.
  await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(balanceBefore - 100);
  await expect(page.getByTestId('nonce')).toHaveText(String(nonceBefore + 1));
  const won = (await page.getByTestId('upgrade-result').getAttribute('data-won')) === 'true';
  await expect(page.getByTestId('dial')).toHaveAttribute('data-outcome', won ? 'won' : 'lost');
  await expect(page.getByTestId('upgrade-outcome')).toHaveText(won ? 'Upgraded!' : 'Not this time');
  // The staked drop has left the inventory; a won target (always dearer, so another item) has joined it.
  await expect(staked).toHaveCount(heldBefore - 1);
  if (won) {
    await expect(page.getByTestId('upgrade-won-item')).toBeVisible();
    await expect(page.locator(`[data-testid="stake-item"][data-market-name="${targetName}"]`).first()).toBeVisible();
  }

  // The roll can be checked: rotating the seed reveals it, the verifier gives the same ticket.
  const ticket = ticketIn(await page.getByTestId('upgrade-ticket').innerText());
  await expect(page.getByTestId('upgrade-verify')).toHaveAttribute('href', new RegExp(`/fair\\?clientSeed=[^&]+&nonce=${nonceBefore}&hash=[0-9a-f]{64}$`));
  await page.getByTestId('rotate-seed').click();
  await page.getByTestId('revealed-seed').getByRole('link').click();
  await expect(page.getByTestId('fair-page')).toBeVisible();
  await expect(page.getByTestId('verify-nonce')).toHaveValue(String(nonceBefore));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-upgrade-ticket')).toHaveText(`${ticket} of 1000000`);
});

test('the upgrade page on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await closeLevelUps(page);
  await signIn(page, 'demo3', '/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  await page.goto('/upgrade');
  await expect(page.getByTestId('stake-item').first()).toBeVisible();
  await page.getByTestId('stake-item').first().click();
  await expect.poll(async () => percentIn(await page.getByTestId('target-chance').first().innerText())).toBeLessThanOrEqual(75);
  await page.getByTestId('target-item').first().click();
  await expect(page.getByTestId('upgrade-play')).toBeEnabled();
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('upgrade-centre').scrollIntoViewIfNeeded();
  await shot(page, 'upgrade-375');
});

test('an item sold in another tab meanwhile: the server refuses and the yellow upgrade notice says why', async ({ page, context }) => {
  await closeLevelUps(page);
  await signIn(page, 'demo3', '/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  await page.goto('/upgrade');
  await page.getByTestId('stake-item').first().click();
  await expect.poll(async () => percentIn(await page.getByTestId('target-chance').first().innerText())).toBeLessThanOrEqual(75);
  await page.getByTestId('target-item').first().click();
  const balance = cents(await page.getByTestId('balance').innerText());

  const other = await context.newPage();
  const otherErrors = watchConsole(other, 'other tab');
  await other.goto('/user/me');
  await other.getByTestId('sell-all').click();
  await expect(other.getByTestId('sell-all')).toHaveCount(0);
  await other.close();

  await page.getByTestId('upgrade-play').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('This item has already been sold.');
  await expect(notice).toHaveClass(/notice--warning/);
  await expect(page.getByTestId('upgrade-result')).toHaveCount(0);
  // Nothing was played; the sale credited the balance.
  expect(cents(await page.getByTestId('balance').innerText())).toBeGreaterThanOrEqual(balance);
  expect(otherErrors).toEqual([]);
});

test('a visitor can browse targets but must sign in to play', async ({ page }) => {
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-sign-in')).toContainText('Sign in to stake the items in your inventory.');
  await expect(page.getByTestId('target-item').first()).toBeVisible();
  await expect(page.getByTestId('stake-balance')).toHaveCount(0);
  const play = page.getByTestId('upgrade-play');
  await expect(play).toHaveText('Sign in to play');
  await play.click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('upgrade is closed only where both upgrade and upgrade_new are restricted', async ({ browser, baseURL }) => {
  // playwright.config.ts: IS restricts upgrade and upgrade_new, LU upgrade (and upgrade_balance) alone.
  for (const [country, open] of [
    ['IS', false],
    ['LU', true],
  ] as const) {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': country } });
    await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
    const page = await ctx.newPage();
    const errors = watchConsole(page, country);
    await page.goto('/upgrade');
    const link = page.getByRole('navigation', { name: 'Game modes' }).getByRole('link', { name: 'Upgrade' });
    if (open) {
      await expect(page.getByTestId('upgrade-page')).toBeVisible();
      await expect(link).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('case-group').first()).toBeVisible();
      await expect(link).toHaveCount(0);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  }
});
