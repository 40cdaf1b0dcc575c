import { test, expect, signIn, newAnonymousPage, watchConsole, cents, shot } from './fixtures';

const CASE = '/recoil-case';

test('sign in, open a case, see it in another visitor’s live feed, sell it', async ({ page, browser, baseURL }) => {
  // A second visitor watches the live feed on the home page.
  const watcher = await newAnonymousPage(browser, baseURL!);
  const watcherErrors = watchConsole(watcher, 'watcher');
  await watcher.goto('/');
  await expect(watcher.getByTestId('live-feed')).toBeVisible();

  await signIn(page, 'demo1', CASE);
  await expect(page).toHaveURL(new RegExp(`${CASE}$`));
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeTruthy();
  await expect(page.getByTestId('content-item').first()).toBeVisible();
  const price = cents(await page.getByTestId('case-price').innerText());
  const before = cents(await page.getByTestId('balance').innerText());
  const nonceBefore = Number(await page.getByTestId('nonce').innerText());
  await shot(page, 'case-desktop');

  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('roulette')).toBeVisible();
  await shot(page, 'case-spinning');
  // The reel runs for a few seconds before the result shows.
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'case-result');
  const wonName = (await page.getByTestId('won-item').getAttribute('data-market-name'))!;
  const afterOpen = cents(await page.getByTestId('balance').innerText());
  expect(afterOpen).toBe(before - price);
  await expect(page.getByTestId('nonce')).toHaveText(String(nonceBefore + 1));

  // The other visitor sees the win arrive in the live feed.
  await expect(watcher.getByTestId('feed-item').filter({ hasText: wonName }).first()).toBeVisible({ timeout: 10_000 });
  await shot(watcher, 'live-feed-watcher');

  // Selling credits the drop's price.
  const dropPrice = cents(await page.locator('.result-card__price').first().innerText());
  await page.getByTestId('sell-drop').click();
  await expect(page.getByTestId('sold-label')).toBeVisible();
  await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(afterOpen + dropPrice);

  expect(watcherErrors).toEqual([]);
  await watcher.context().close();
});

test('fast mode persists, profile inventory sells all, seeds can be verified', async ({ page }) => {
  await signIn(page, 'demo2', CASE);
  await page.getByTestId('fast-toggle').check();
  expect(await page.evaluate(() => localStorage.getItem('isFast'))).toBe('true');
  await page.getByRole('radio', { name: 'x3' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByTestId('won-item')).toHaveCount(3);
  await page.getByTestId('keep').click();

  // Rotate the seed and check a roll in the verifier.
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.getByTestId('revealed-seed').getByRole('link').click();
  await expect(page.getByTestId('fair-page')).toBeVisible();
  await page.getByTestId('verify-nonce').fill('0');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-item')).toBeVisible();
  // The browser recomputes the roll and the hash and agrees with the server.
  await expect(page.getByTestId('local-check')).toHaveClass(/is-ok/);
  await shot(page, 'fair-verifier');

  // The three wins are in the inventory; sell them all.
  await page.goto('/user/me');
  await expect(page).toHaveURL(/\/user\/[^/]+$/);
  await expect(page.getByTestId('inventory-item')).toHaveCount(3);
  const title = page.getByTestId('inventory').getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Inventory · 3 items');
  const before = cents(await page.getByTestId('balance').innerText());
  const total = cents(await page.getByTestId('sell-all').innerText());
  await page.getByTestId('sell-all').click();
  await expect.poll(async () => cents(await page.getByTestId('balance').innerText())).toBe(before + total);
  await expect(page.getByTestId('sell-all')).toHaveCount(0);
  // Sold drops stay listed but the header counts only what the player holds.
  await expect(page.getByTestId('inventory-item')).toHaveCount(3);
  await expect(title).toHaveText('Inventory · 0 items');
  await shot(page, 'profile-desktop');
});

test('case page on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'demo3', CASE);
  await expect(page.getByTestId('content-item').first()).toBeVisible();
  await shot(page, 'case-375');
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  // The single won card is centred on the phone screen.
  const won = page.getByTestId('won-item');
  await expect(won).toHaveCount(1);
  const { card, viewport } = await won.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { card: { left: r.left, right: r.right, width: r.width }, viewport: document.documentElement.clientWidth };
  });
  expect(card.width).toBeGreaterThan(200);
  expect(Math.abs(card.left - (viewport - card.right))).toBeLessThanOrEqual(2);
  await shot(page, 'case-result-375');
});

test('signing out keeps the live feed running', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo4', '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();

  // Someone else opens a case; the signed-out page still receives the feed.
  const other = await newAnonymousPage(browser, baseURL!);
  const otherErrors = watchConsole(other, 'other');
  await signIn(other, 'demo4', CASE);
  await other.getByTestId('fast-toggle').check();
  await other.getByTestId('open-case').click();
  await expect(other.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  const name = (await other.getByTestId('won-item').getAttribute('data-market-name'))!;
  await expect(page.getByTestId('feed-item').filter({ hasText: name }).first()).toBeVisible({ timeout: 15_000 });
  expect(otherErrors).toEqual([]);
  await other.context().close();
});

test('reaching a new level shows the level-up modal once', async ({ page }) => {
  // Level 1 needs 100 XP, one XP per 10 cents spent: five Recoil Cases do it.
  await signIn(page, 'demo1', CASE);
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x5' }).click();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('level 1');
  await shot(page, 'level-up');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('level-up'))).toBeNull();
  // The badge shows the level claimed: still 0 until the level's reward is claimed on the profile.
  const badge = page.getByTestId('profile').getByTestId('level-badge');
  await expect(badge).toHaveText('0');
  await page.goto('/user/me');
  const row = page.getByTestId('level-1');
  await row.getByTestId('level-claim').click();
  await expect(row.getByTestId('level-claim')).toHaveCount(0);
  await expect(row).toHaveClass(/is-claimed/);
  await expect(badge).toHaveText('1');
});

test('selling from a stale tab shows the translated server error', async ({ page, context }) => {
  await signIn(page, 'demo3', CASE);
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });

  // The same player sells everything in another tab first.
  const other = await context.newPage();
  const otherErrors = watchConsole(other, 'other tab');
  await other.goto('/user/me');
  await other.getByTestId('sell-all').click();
  await expect(other.getByTestId('sell-all')).toHaveCount(0);

  await page.getByTestId('sell-drop').click();
  await expect(page.getByTestId('notice')).toContainText('This item has already been sold.');
  expect(otherErrors).toEqual([]);
});

test('contents come one card per skin, and a new visitor finds a finished win in the feed at once', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo2', CASE);
  // One card per skin with its odds; wears and StatTrak fold under it.
  const cards = page.getByTestId('content-item');
  await expect(cards.first()).toBeVisible();
  const keys = await cards.evaluateAll((els) =>
    els.map((e) => `${e.querySelector('.content-card__weapon')?.textContent}|${e.querySelector('.content-card__skin')?.textContent}`),
  );
  expect(new Set(keys).size).toBe(keys.length);
  await expect(page.getByTestId('skin-odds').first()).toContainText('%');
  const variants = page.locator('.skin-card__variants').first();
  await variants.locator('summary').click();
  await expect(variants.locator('li').first()).toBeVisible();

  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  const name = (await page.getByTestId('won-item').getAttribute('data-market-name'))!;
  // The win became visible to the feed when the spin ended: a visitor who
  // arrives afterwards gets it with the page, before any live event.
  await page.waitForTimeout(1_000);
  const late = await newAnonymousPage(browser, baseURL!);
  const lateErrors = watchConsole(late, 'late');
  await late.goto('/items');
  await expect(late.getByTestId('feed-item').filter({ hasText: name }).first()).toBeVisible({ timeout: 5_000 });
  expect(lateErrors).toEqual([]);
  await late.context().close();
});

test("a drop's verify link finds its server seed by itself once the seed is revealed", async ({ page }) => {
  await signIn(page, 'demo2', CASE);
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 8_000 });
  const link = (await page.getByTestId('won-verify').first().getAttribute('href'))!;
  expect(link).toMatch(/[?&]hash=[0-9a-f]{64}/);
  await page.getByTestId('keep').click();

  // Still the active seed: the verifier says it must be rotated first.
  await page.goto(link);
  await expect(page.getByTestId('verify-seed-state')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('verify-server-seed')).toHaveValue('');

  await page.goto(CASE);
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.goto(link);
  await expect(page.getByTestId('verify-seed-state')).toHaveAttribute('data-state', 'revealed');
  await expect(page.getByTestId('verify-server-seed')).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-item')).toBeVisible();
  await expect(page.getByTestId('local-check')).toHaveClass(/is-ok/);
});
