import { test, expect, signIn, cents, shot, payWithSandbox, newAnonymousPage } from './fixtures';

// The top drops against the real server: a fresh player deposits in the
// sandbox and opens a case; once its roulette has stopped the win is among
// the day's top (when it ranks: other specs' wins share the server) and on
// the player's profile as a best drop; made private, the profile hides them
// from others.

const CASE = '/recoil-case';

test('a win shows on the topdrop page and as a best drop; a private profile hides them', async ({ page, browser, baseURL }) => {
  await signIn(page, 'new', '/');
  await payWithSandbox(page, '20');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment-success\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });

  await page.goto(CASE);
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  const price = cents(await page.locator('.result-card__price').first().innerText());

  await page.goto('/user/me');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  const profile = new URL(page.url()).pathname;
  const best = page.getByTestId('best-drop');
  await expect(best).toHaveCount(1);
  expect(cents(await best.getByTestId('top-drop-price').innerText())).toBe(price);
  await best.scrollIntoViewIfNeeded();
  await shot(page, 'profile-best-drops');

  // The day's top: the win at its price with the player's link, unless
  // twenty dearer wins of other specs fill it.
  const visitor = await newAnonymousPage(browser, baseURL!);
  await visitor.goto('/topdrop');
  await expect(visitor.getByTestId('topdrop-page')).toBeVisible();
  await expect(visitor.getByTestId('most-expensive-win')).toBeVisible();
  const cards = visitor.getByTestId('topdrop-list').getByTestId('top-drop');
  const prices = await Promise.all((await cards.all()).map(async (c) => cents(await c.getByTestId('top-drop-price').innerText())));
  expect(prices.length).toBeGreaterThan(0);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  const mine = cards.filter({ has: visitor.locator(`a[href="${profile}"]`) });
  if (prices.length < 20 || prices[prices.length - 1] < price) {
    await expect(mine.first()).toBeVisible();
    expect(cents(await mine.first().getByTestId('top-drop-price').innerText())).toBe(price);
    await expect(mine.first().getByTestId('top-drop-case')).toHaveAttribute('href', CASE);
  } else {
    expect(prices[prices.length - 1]).toBeGreaterThanOrEqual(price);
  }
  await shot(visitor, 'topdrop-page');

  // Others see the best drops until the profile is made private.
  await visitor.goto(profile);
  await expect(visitor.getByTestId('best-drop')).toHaveCount(1);
  await page.getByTestId('privacy-profile').check();
  await expect(page.getByTestId('privacy-profile')).toBeChecked();
  await expect(page.getByTestId('privacy-profile')).toBeEnabled();
  await visitor.reload();
  await expect(visitor.getByTestId('best-drops-private')).toBeVisible();
  await expect(visitor.getByTestId('best-drop')).toHaveCount(0);
  // The owner still sees them.
  await page.reload();
  await expect(page.getByTestId('best-drop')).toHaveCount(1);
  await visitor.context().close();
});
