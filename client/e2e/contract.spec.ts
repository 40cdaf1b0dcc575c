import type { Page } from '@playwright/test';
import { test, expect, signIn, cents, shot } from './fixtures';

// demo4: the other specs use it only to sign in and out (the reward spec,
// which runs after this one, adds a drop; the self-ban spec runs last); its
// inventory and contracts are this spec's.
const PLAYER = 'demo4';

/** Cases and contracts earn XP: a level-up modal may open at any point. Close it whenever it shows. */
async function closeLevelUps(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
}

/** Three cheap items to give: one x3 opening of the Recoil Case, kept. */
async function openThree(page: Page): Promise<void> {
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x3' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByTestId('won-item')).toHaveCount(3);
  await page.getByTestId('keep').click();
}

/** "Ticket 779,260 fell in line 3 …" -> 779260 */
const ticketIn = (text: string) => Number(/Ticket ([\d,]+)/.exec(text)![1].replace(/,/g, ''));

test('a player accepts the rules, gives three items for a drawn one, and sees the roll, the table and the inventory after it', async ({ page }) => {
  await closeLevelUps(page);
  await signIn(page, PLAYER, '/recoil-case');
  await openThree(page);

  // The sub-header leads to the contract; the rules come first.
  await page.getByRole('navigation', { name: 'Game modes' }).getByRole('link', { name: 'Contract' }).click();
  await expect(page).toHaveURL(/\/contract$/);
  const rules = page.getByTestId('contract-rules-modal');
  await expect(rules).toBeVisible();
  await expect(rules).toContainText('Give 3 to 10 items');
  await expect(rules).toContainText('house edge of 5%');
  await page.getByTestId('contract-rules-accept').click();
  await expect(rules).toHaveCount(0);

  await expect(page.getByTestId('house-edge')).toHaveText('5%');
  await expect(page.getByTestId('contract-mode-normal')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('contract-mode-risky')).toContainText('×0.1 – ×10');
  await expect(page.getByTestId('contract-reason')).toHaveAttribute('data-reason', 'tooFew');
  await expect(page.getByTestId('contract-create')).toBeDisabled();

  // Three held drops, newest first; the hint counts down to the minimum.
  const cards = page.getByTestId('stake-item');
  await expect(cards.nth(2)).toBeVisible();
  const given: string[] = [];
  for (let i = 0; i < 3; i++) {
    given.push((await cards.nth(i).getAttribute('data-drop-id'))!);
    await cards.nth(i).click();
    if (i === 1) await expect(page.getByTestId('contract-reason')).toContainText('Add 1 more item');
  }
  await expect(page.getByTestId('contract-count')).toHaveText('3 of 3–10 items');

  // The published table for these items; a catalogue that cannot make one says so, and another mode may.
  const lines = page.getByTestId('outcome-line');
  const refused = page.getByTestId('outcomes-refused');
  await expect(lines.first().or(refused)).toBeVisible();
  for (const mode of ['risky', 'safe'] as const) {
    if (!(await refused.isVisible())) break;
    await expect(refused).toContainText('No fair outcome table');
    await page.getByTestId(`contract-mode-${mode}`).click();
    await expect(lines.first().or(refused)).toBeVisible();
  }
  await expect(page.getByTestId('contract-create')).toBeEnabled();
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  // Its expected value is the stake less the edge: below the stake.
  const stake = cents(await page.getByTestId('contract-stake').innerText());
  const ev = cents(await page.getByTestId('contract-ev').innerText());
  expect(stake).toBeGreaterThan(0);
  expect(ev).toBeLessThan(stake);
  expect(ev).toBeGreaterThanOrEqual(Math.floor(stake * 0.9));
  // The lines cover the whole ticket line, in order.
  const ranges = await lines.evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-from')), Number(e.getAttribute('data-to'))]));
  expect(ranges[0][0]).toBe(0);
  expect(ranges[ranges.length - 1][1]).toBe(1_000_000);
  for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBe(ranges[i - 1][1]);
  await shot(page, 'contract-desktop');

  const nonceBefore = Number(await page.getByTestId('nonce').innerText());
  await page.getByTestId('contract-fast').check();
  await page.getByTestId('contract-create').click();
  await expect(page.getByTestId('roll-pointer')).toBeVisible();
  const result = page.getByTestId('contract-result');
  await expect(result).toBeVisible({ timeout: 10_000 });
  await shot(page, 'contract-result');

  // The ticket fell in the line that lit up, and that line's item is the one received.
  const ticket = ticketIn(await page.getByTestId('contract-ticket').innerText());
  const hit = page.locator('[data-testid="outcome-line"].is-hit');
  await expect(hit).toHaveCount(1);
  const from = Number(await hit.getAttribute('data-from'));
  const to = Number(await hit.getAttribute('data-to'));
  expect(ticket).toBeGreaterThanOrEqual(from);
  expect(ticket).toBeLessThan(to);
  const wonName = (await hit.getAttribute('data-market-name'))!;
  await expect(page.getByTestId('contract-won-item')).toBeVisible();
  await expect(page.getByTestId('nonce')).toHaveText(String(nonceBefore + 1));
  await expect(page.getByTestId('contract-verify')).toHaveAttribute('href', new RegExp(`/fair\\?clientSeed=[^&]+&nonce=${nonceBefore}&hash=[0-9a-f]{64}$`));

  // The given items left the inventory; the drawn one joined it; the history lists the contract.
  for (const id of given) await expect(page.locator(`[data-testid="stake-item"][data-drop-id="${id}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid="stake-item"][data-market-name="${wonName}"]`).first()).toBeVisible();
  await expect(page.getByTestId('contract-history-row').first()).toContainText('3 items for');

  // Another contract starts from an empty selection.
  await page.getByTestId('contract-again').click();
  await expect(page.getByTestId('contract-count')).toHaveText('0 of 3–10 items');
});

test('the contract page on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await closeLevelUps(page);
  await signIn(page, PLAYER, '/recoil-case');
  await openThree(page);
  await page.goto('/contract');
  // Accepted in the first test: no dialog this time.
  await expect(page.getByTestId('stake-item').nth(2)).toBeVisible();
  await expect(page.getByTestId('contract-rules-modal')).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByTestId('stake-item').nth(i).click();
  await expect(page.getByTestId('outcome-line').first().or(page.getByTestId('outcomes-refused'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('contract-play-panel').scrollIntoViewIfNeeded();
  await shot(page, 'contract-375');
});

test('a visitor sees the modes and is asked to sign in', async ({ page }) => {
  await page.goto('/contract');
  await expect(page.getByTestId('contract-sign-in')).toBeVisible();
  await expect(page.getByTestId('contract-rules')).toContainText('How contracts work');
  await expect(page.getByTestId('contract-rules-modal')).toHaveCount(0);
  const create = page.getByTestId('contract-create');
  await expect(create).toHaveText('Sign in to play');
  await create.click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});
