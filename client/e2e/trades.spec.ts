import { test, expect, signIn, cents, shot } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// Withdrawals and swaps against the real server and its sandbox supplier (on
// for a local BASE_URL; playwright.config.ts makes its orders move a step a
// second: pending, sent, then their outcome, and sets its API key). Player:
// demo8, which no other spec uses, so its opens, levels and balance are
// this spec's own.

const PLAYER = 'demo8';
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12';
const MIN_WITHDRAW = 50; // cents: docs/trades.md
const SUPPLIER_KEY = 'e2e-supplier-key'; // SUPPLIER_API_KEY in playwright.config.ts

/** Signs in, saves the trade link once, and wins ten items. */
async function winItems(page: Page): Promise<void> {
  // Ten opens may reach a level: its modal is closed whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (modal) => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
  await signIn(page, PLAYER, '/user/me');
  await page.goto('/user/me');
  const form = page.getByTestId('trade-link-form');
  await form.getByTestId('trade-link-input').fill(TRADE_LINK);
  const save = form.getByTestId('trade-link-save');
  if (await save.isEnabled()) {
    await save.click();
    await expect(page.getByText('Trade offer link saved.')).toBeVisible();
  }
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').first().check();
  await page.getByRole('radio', { name: 'x10' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  await page.goto('/user/me');
  await expect(page.getByTestId('inventory-item').first()).toBeVisible();
}

/** The id of an available win offering `action` and worth at least min; its card is then found by id (the list re-sorts). */
async function pickItem(page: Page, action: string, min = 0): Promise<string> {
  for (const c of await page.locator('[data-testid="inventory-item"][data-state="active"]').all()) {
    if ((await c.getByTestId(action).count()) === 0) continue;
    if (cents(await c.locator('.inv-card__price').innerText()) < min) continue;
    return (await c.getAttribute('data-drop-id'))!;
  }
  throw new Error(`no available win with ${action} worth ${min} cents`);
}

const cardOf = (page: Page, id: string): Locator => page.locator(`[data-testid="inventory-item"][data-drop-id="${id}"]`);

/** Queues a fault at the sandbox supplier (its own API, with its key). */
async function supplierFault(request: APIRequestContext, fault: string): Promise<void> {
  const res = await request.post('/sandbox/supplier/api/faults', {
    headers: { Authorization: `Bearer ${SUPPLIER_KEY}` },
    data: { fault, count: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a won skin is withdrawn to the supplier, delivered live on its card, and listed in the history', async ({ page }) => {
  await winItems(page);
  const id = await pickItem(page, 'withdraw', MIN_WITHDRAW);
  const card = cardOf(page, id);
  await card.getByTestId('withdraw').click();
  await expect(page.getByTestId('withdraw-dialog')).toBeVisible();
  await page.getByTestId('withdraw-confirm').click();
  // The card follows the supplier without a reload (dropStateChanged).
  const status = card.getByTestId('trade-status');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'delivered', { timeout: 20_000 });
  await shot(page, 'trade-delivered');

  // The history's withdrawals tab lists it, delivered.
  await page.goto('/user/me?history=withdrawals');
  const rows = page.getByTestId('withdrawals-history').getByTestId('withdrawal-row');
  await expect(rows.first()).toHaveAttribute('data-state', 'delivered');
});

test('a declined offer puts the item back, available on its card, and the history says so', async ({ page }) => {
  await winItems(page);
  // The next order's offer is declined by the player (the sandbox's control).
  await supplierFault(page.request, 'decline');
  const id = await pickItem(page, 'withdraw', MIN_WITHDRAW);
  const card = cardOf(page, id);
  await card.getByTestId('withdraw').click();
  await page.getByTestId('withdraw-confirm').click();
  const status = card.getByTestId('trade-status');
  // Sent first, with the offer to answer, then declined: live on the card.
  await expect(status).toHaveAttribute('data-state', 'declined', { timeout: 20_000 });
  await expect(card).toHaveAttribute('data-state', 'active');
  await expect(card.getByTestId('withdraw')).toBeVisible();
  await expect(card.getByTestId('trade-history')).toContainText('Offer declined');
  await shot(page, 'trade-declined');

  await page.goto('/user/me?history=withdrawals');
  await expect(cardOf(page, id)).toHaveAttribute('data-state', 'active');
  const rows = page.getByTestId('withdrawals-history').getByTestId('withdrawal-row');
  await expect(rows.first()).toHaveAttribute('data-state', 'declined');
});

test('a win is swapped for a variant: the new item is in the inventory and the difference is credited', async ({ page }) => {
  await winItems(page);
  const tried = new Set<string>();
  for (;;) {
    const ids = await page.locator('[data-testid="inventory-item"][data-state="active"]').evaluateAll((els) =>
      els.filter((e) => e.querySelector('[data-testid="swap"]')).map((e) => e.getAttribute('data-drop-id')!),
    );
    const id = ids.find((i) => !tried.has(i));
    expect(id, 'an available win with swap variants').toBeTruthy();
    tried.add(id!);
    const card = cardOf(page, id!);
    const price = cents(await card.locator('.inv-card__price').innerText());
    await card.getByTestId('swap').click();
    const dialog = page.getByTestId('swap-dialog');
    await expect(dialog.getByTestId('swap-variants').or(dialog.getByTestId('swap-none'))).toBeVisible();
    if (await dialog.getByTestId('swap-none').isVisible()) {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      continue;
    }
    const variant = dialog.getByTestId('swap-variant').first();
    const name = (await variant.getAttribute('data-market-name'))!;
    const variantPrice = cents(await variant.locator('.inv-card__price').innerText());
    expect(variantPrice).toBeLessThanOrEqual(price);
    const before = cents(await page.getByTestId('balance').innerText());
    const sameName = page.locator(`[data-testid="inventory-item"][data-state="active"][data-market-name="${name}"]`);
    const had = await sameName.count();
    await shot(page, 'trade-swap-variants');
    await variant.getByTestId('swap-choose').click();
    await expect(dialog).toBeHidden();

    // The swapped item is done; the variant is a new, available item; the
    // header's balance has the difference.
    await expect(card).toHaveAttribute('data-state', 'swapped');
    await expect(sameName).toHaveCount(had + 1);
    await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(before + price - variantPrice);
    await page.reload();
    await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(before + price - variantPrice);
    return;
  }
});
