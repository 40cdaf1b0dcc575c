import { test, expect, signIn, shot } from './fixtures';

// Reward cases on the player's own profile, against the real server. What
// this spec takes from the server (dev mode, DEMO_SEED=1): the demo promo
// code DEMOCASE (type case) grants one case of the catalogue's first case.
// Player: demo4, whose inventory the changer and contract specs use before
// this one; it only adds a drop to it, and counts relatively.

const heldCount = async (text: string) => Number(/(\d+)/.exec(text)?.[1] ?? NaN);

test('a case promo code puts a free case on the profile, which opens for free into the inventory', async ({ page }) => {
  await signIn(page, 'demo4', '/user/me');
  await page.goto('/user/me');
  await expect(page.getByTestId('profile-promo')).toBeVisible();
  const inventoryTitle = page.getByTestId('inventory').locator('.section-title');
  await expect(inventoryTitle).toBeVisible();
  const before = await heldCount(await inventoryTitle.innerText());
  const balance = await page.getByTestId('balance').innerText();
  // Nothing to open yet: no section.
  await expect(page.getByTestId('reward-cases')).toHaveCount(0);

  await page.getByTestId('promo-input').fill('DEMOCASE');
  await page.getByTestId('promo-activate').click();
  const notice = page.getByTestId('notice').filter({ hasText: 'Promocode was successfully activated' });
  await expect(notice).toBeVisible();

  // The profile reads its reward cases again: one stack of one case.
  const stack = page.getByTestId('reward-case');
  await expect(stack).toHaveCount(1);
  await expect(stack.getByTestId('reward-case-count')).toHaveText('×1');
  await expect(page.getByTestId('reward-cases')).toContainText('Reward cases');
  await shot(page, 'reward-cases');

  await stack.getByTestId('reward-case-open').click();
  const won = page.getByTestId('won-item');
  await expect(won).toHaveCount(1);
  const name = await won.getByTestId('won-name').innerText();
  expect(name.length).toBeGreaterThan(0);
  // The last case of the stack: the stack is gone, the result stays.
  await expect(stack).toHaveCount(0);
  await shot(page, 'reward-case-opened');

  // Free: the balance is unchanged. The drop joined the inventory.
  await expect(page.getByTestId('balance')).toHaveText(balance);
  await expect.poll(async () => heldCount(await inventoryTitle.innerText())).toBe(before + 1);
  await expect(page.getByTestId('inventory-item').filter({ hasText: name }).first()).toBeVisible();

  // Closed, the section leaves with nothing left to open; a reload agrees.
  await page.getByTestId('reward-won-close').click();
  await expect(page.getByTestId('reward-cases')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('inventory')).toBeVisible();
  await expect(page.getByTestId('reward-cases')).toHaveCount(0);
});
