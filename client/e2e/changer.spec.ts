import type { Page } from '@playwright/test';
import { test, expect, signIn, newAnonymousPage, watchConsole, cents, shot } from './fixtures';

// demo4: the other specs use it only to sign in and out (the reward spec,
// which runs after this one, adds a drop; the self-ban spec runs last); its
// inventory and changes are this spec's.
const PLAYER = 'demo4';

async function closeLevelUps(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
}

/** Items to give: one x3 opening of the Recoil Case, kept. */
async function openThree(page: Page): Promise<void> {
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x3' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  await page.getByTestId('keep').click();
}

test('a player changes two items for a cheaper one, gets the difference on the balance, and the change reaches the live feed', async ({ page, browser, baseURL }) => {
  await closeLevelUps(page);
  // Someone else watches the change feed.
  const watcher = await newAnonymousPage(browser, baseURL!);
  const watcherErrors = watchConsole(watcher, 'watcher');
  await watcher.goto('/skinchanger');
  await expect(watcher.getByTestId('change-feed')).toBeVisible();

  await signIn(page, PLAYER, '/recoil-case');
  await openThree(page);
  await page.getByRole('navigation', { name: 'Game modes' }).getByRole('link', { name: 'Skin changer' }).click();
  await expect(page).toHaveURL(/\/skinchanger$/);
  await expect(page.getByTestId('changer-rules')).toContainText('with a spread of 5%');
  await expect(page.getByTestId('change-reason')).toHaveAttribute('data-reason', 'noItems');
  await expect(page.getByTestId('change-submit')).toBeDisabled();
  await expect(page.getByTestId('change-targets-hint')).toBeVisible();

  // Two held drops: their value, the spread and the credit.
  const cards = page.getByTestId('stake-item');
  await expect(cards.nth(1)).toBeVisible();
  const given: string[] = [];
  let value = 0;
  for (let i = 0; i < 2; i++) {
    given.push((await cards.nth(i).getAttribute('data-drop-id'))!);
    value += cents(await cards.nth(i).locator('.pick-card__price').innerText());
    await cards.nth(i).click();
  }
  await expect(page.getByTestId('change-count')).toHaveText('2 of 10 items');
  expect(cents(await page.getByTestId('change-value').innerText())).toBe(value);
  const credit = Math.trunc((value * 9500) / 10_000);
  await expect(page.getByTestId('change-credit')).toHaveText(`$${(credit / 100).toFixed(2)}`);
  await expect(page.getByTestId('change-reason')).toHaveAttribute('data-reason', 'noTarget');

  // The targets cost at most the credit, dearest first (once the list follows the two items).
  const list = page.getByTestId('change-targets');
  await expect(list).toHaveAttribute('data-credit', String(credit));
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const targets = page.getByTestId('change-target');
  await expect(targets.first()).toBeVisible();
  const prices = await targets.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
  expect(prices.every((p) => p <= credit)).toBe(true);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  // One that leaves something for the balance.
  const index = prices.findIndex((p) => p < credit);
  expect(index).toBeGreaterThanOrEqual(0);
  const target = targets.nth(index);
  const targetName = (await target.getAttribute('data-market-name'))!;
  const targetPrice = prices[index];
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');

  // Before confirming: the difference the balance will get.
  const diff = credit - targetPrice;
  await expect(page.getByTestId('change-difference')).toHaveAttribute('data-cents', String(diff));
  await expect(page.getByTestId('change-difference')).toHaveText(`+$${(diff / 100).toFixed(2)}`);
  await expect(page.getByTestId('change-confirm-text')).toContainText(targetName);
  await expect(page.getByTestId('change-reason')).toHaveCount(0);
  await shot(page, 'changer-desktop');

  const balanceBefore = cents(await page.getByTestId('balance').innerText());
  await page.getByTestId('change-fast').check();
  await page.getByTestId('change-submit').click();
  await expect(page.getByTestId('change-result')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'changer-result');

  // The difference is credited: the header shows it.
  await expect(page.getByTestId('change-credited')).toHaveAttribute('data-cents', String(diff));
  await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(balanceBefore + diff);
  await expect(page.getByTestId('change-new-item')).toBeVisible();

  // The given drops left the inventory; the new item joined it.
  for (const id of given) await expect(page.locator(`[data-testid="stake-item"][data-drop-id="${id}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid="stake-item"][data-market-name="${targetName}"]`).first()).toBeVisible();

  // The change reaches the live feed, here and for the other visitor (after the animation).
  const mine = (p: Page) => p.getByTestId('change-feed-entry').filter({ hasText: 'Demo Player 4' }).and(p.locator(`[data-target="${targetName}"]`));
  await expect(mine(watcher).first()).toBeVisible({ timeout: 10_000 });
  await expect(mine(page).first()).toBeVisible();
  await shot(watcher, 'changer-feed-watcher');

  // A reload still has it, from the feed's first page.
  await page.reload();
  await expect(mine(page).first()).toBeVisible();

  expect(watcherErrors).toEqual([]);
  await watcher.context().close();
});

test('the skin changer on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await closeLevelUps(page);
  await signIn(page, PLAYER, '/recoil-case');
  await openThree(page);
  await page.goto('/skinchanger');
  await page.getByTestId('stake-item').first().click();
  await expect(page.getByTestId('change-target').first()).toBeVisible();
  await page.getByTestId('change-target').first().click();
  await expect(page.getByTestId('change-submit')).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('change-deal').scrollIntoViewIfNeeded();
  await shot(page, 'changer-375');
});

test('a visitor sees the live feed and is asked to sign in', async ({ page }) => {
  await page.goto('/skinchanger');
  await expect(page.getByTestId('change-sign-in')).toBeVisible();
  await expect(page.getByTestId('change-feed')).toBeVisible();
  const submit = page.getByTestId('change-submit');
  await expect(submit).toHaveText('Sign in to change');
  await submit.click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});
