import { test, expect, signIn, cents, shot } from './fixtures';
import type { Page } from '@playwright/test';

// The header's bell against the real server: a sandbox withdrawal reaching
// "sent" (the sandbox supplier moves its orders a step a second, see
// playwright.config.ts) notifies the player, live. A fresh demo account,
// so the bell holds only what this spec causes.

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12';
const MIN_WITHDRAW = 50; // cents: docs/trades.md

async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

test('a withdrawal sent raises the bell count live and the list says so', async ({ page }) => {
  // Ten opens may reach a level: its modal is closed whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (modal) => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
  await signIn(page, 'new', '/');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
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
  const before = await unread(page);
  await card.getByTestId('withdraw').click();
  await page.getByTestId('withdraw-confirm').click();

  // No reload: the subscription brings it.
  await expect.poll(() => unread(page), { timeout: 20_000 }).toBeGreaterThan(before);
  await page.getByTestId('notification-button').click();
  const sent = page.getByTestId('notification-list').getByTestId('notification-item').filter({ hasText: 'Withdrawal sent' });
  await expect(sent.first()).toBeVisible({ timeout: 20_000 });
  await shot(page, 'notifications-withdrawal-sent');

  // Mark all read: the badge goes, and stays gone after a reload.
  await page.getByTestId('notification-mark-all').click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect.poll(() => unread(page)).toBe(0);
});
