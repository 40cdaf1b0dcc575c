import { test, expect, signIn, newAnonymousPage, watchConsole, shot } from './fixtures';

const CASE = '/recoil-case';

// A new player earns event balance by opening cases (1% of a paid opening,
// docs/gabenstore.md), buys a border in the event store (a purchase the
// balance does not cover shows the server's text), wears it from the
// wardrobe, and another visitor sees it around the player's avatar on the
// live feed.
test('cashback from openings buys a border, worn on the live feed', async ({ page, browser, baseURL }) => {
  const watcher = await newAnonymousPage(browser, baseURL!);
  const watcherErrors = watchConsole(watcher, 'watcher');
  await watcher.goto('/');
  await expect(watcher.getByTestId('live-feed')).toBeVisible();

  await signIn(page, 'new', CASE);
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x5' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  // $12.60 of XP reaches level 1: its modal comes first.
  await expect(page.locator('.modal--levelup')).toBeVisible();
  await page.locator('.modal--levelup').getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('keep').click();

  // Five $2.52 openings at 1%: 12 units of event balance.
  await page.goto('/gaben/store');
  await expect(page.getByTestId('gabenstore-page')).toBeVisible();
  await expect(page.getByTestId('event-balance')).toContainText('12');
  await shot(page, 'gabenstore');

  const crown = page.getByTestId('gstore-customization').filter({ hasText: 'Crown frame' });
  await crown.getByTestId('gstore-buy').click();
  await expect(crown.getByTestId('gstore-error')).toHaveText('not enough event balance');

  const ring = page.getByTestId('gstore-customization').filter({ hasText: 'Bronze ring' });
  await ring.getByTestId('gstore-buy').click();
  await expect(ring.getByTestId('gstore-owned')).toBeVisible();
  await expect(page.getByTestId('event-balance')).toContainText('2');

  // The wardrobe marks it new, and wearing it shows it in the header at once.
  await page.goto('/user/me');
  await expect(page.getByTestId('wardrobe')).toBeVisible();
  const nickname = (await page.getByTestId('profile-name').innerText()).trim();
  const owned = page.getByTestId('wardrobe-item').filter({ hasText: 'Bronze ring' });
  await expect(owned.getByTestId('wardrobe-new')).toBeVisible();
  await owned.getByTestId('wardrobe-equip').click();
  await expect(owned.getByTestId('wardrobe-unequip')).toBeVisible();
  await expect(page.getByTestId('profile').getByTestId('avatar-border')).toHaveAttribute('src', /border-bronze\.svg$/);
  await shot(page, 'wardrobe');

  // The next win reaches the other visitor's feed with the border around the avatar.
  await page.goto(CASE);
  await page.getByRole('radio', { name: 'x1', exact: true }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  const mine = watcher.getByTestId('feed-item').filter({ hasText: nickname }).first();
  await expect(mine.getByTestId('avatar-border')).toHaveAttribute('src', /border-bronze\.svg$/, { timeout: 15_000 });
  await shot(watcher, 'feed-border');

  expect(watcherErrors).toEqual([]);
  await watcher.context().close();
});
