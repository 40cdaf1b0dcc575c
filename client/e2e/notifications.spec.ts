import { test, expect, signIn, shot, withdrawAWin } from './fixtures';
import type { Page } from '@playwright/test';

// The header's bell against the real server: a sandbox withdrawal reaching
// "sent" (the sandbox supplier moves its orders a step a second, see
// playwright.config.ts) notifies the player, live. A fresh demo account,
// so the bell holds only what this spec causes.

async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

test('a withdrawal sent raises the bell count live and the list says so', async ({ page }) => {
  await signIn(page, 'new', '/');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  let before = 0;
  await withdrawAWin(page, async () => {
    before = await unread(page);
  });

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
