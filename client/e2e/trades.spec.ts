import { test, expect, signIn, cents, shot } from './fixtures';

// Withdrawals against the real server and its sandbox supplier (on for a
// local BASE_URL; playwright.config.ts makes its orders move a step a
// second: pending, sent, accepted). Player: demo1, whose trade link the
// settings spec may have set already; this one sets its own.

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12';
const MIN_WITHDRAW = 50; // cents: docs/trades.md

test('a won skin is withdrawn to the supplier, delivered live on its card, and listed in the history', async ({ page }) => {
  // Ten opens may reach a level: its modal is closed whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (modal) => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
  await signIn(page, 'demo1', '/user/me');
  await page.goto('/user/me');
  const form = page.getByTestId('trade-link-form');
  await form.getByTestId('trade-link-input').fill(TRADE_LINK);
  await form.getByTestId('trade-link-save').click();
  await expect(page.getByText('Trade offer link saved.')).toBeVisible();

  // Ten cases, so that one win is worth the minimum withdrawal.
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').first().check();
  await page.getByRole('radio', { name: 'x10' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });

  await page.goto('/user/me');
  const cards = page.getByTestId('inventory-item');
  await expect(cards.first()).toBeVisible();
  let card = null;
  for (const c of await cards.all()) {
    const withdraw = c.getByTestId('withdraw');
    if ((await withdraw.count()) === 0) continue;
    if (cents(await c.locator('.inv-card__price').innerText()) >= MIN_WITHDRAW) {
      card = c;
      break;
    }
  }
  expect(card, 'an available win worth at least the minimum').not.toBeNull();

  await card!.getByTestId('withdraw').click();
  await expect(page.getByTestId('withdraw-dialog')).toBeVisible();
  await page.getByTestId('withdraw-confirm').click();
  // The card follows the supplier without a reload (dropStateChanged).
  const status = card!.getByTestId('trade-status');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'delivered', { timeout: 20_000 });
  await shot(page, 'trade-delivered');

  // The history lists it, delivered.
  await page.reload();
  const rows = page.getByTestId('withdrawals-history').getByTestId('withdrawal-row');
  await expect(rows.first()).toHaveAttribute('data-state', 'delivered');
});
