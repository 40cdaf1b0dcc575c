import { test, expect, signIn, watchConsole, shot, modalShot, newAnonymousPage } from './fixtures';

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12';

/** The signed-in player's own fields, read straight from the graph. */
async function me(page: import('@playwright/test').Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
      body: JSON.stringify({ query: '{ me { id country ipCountry lang tradeofferUrl } }' }),
    });
    return (await res.json()).data.me;
  });
}

test('a player signing in from Sweden must choose a country once; the language is remembered', async ({ browser, baseURL }) => {
  // The proxy in front of the site reports the visitor's country in CF-IPCountry
  // (the server's COUNTRY_HEADER by default; it believes no other header).
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'SE' } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const page = await ctx.newPage();
  const errors = watchConsole(page);

  await signIn(page, 'demo2', '/');
  const modal = page.getByTestId('country-modal');
  await expect(modal).toBeVisible();
  // It defaults to the IP country and cannot be dismissed.
  await expect(modal.getByRole('button', { name: 'Choose your country' })).toContainText('Sweden');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.mouse.click(8, 8);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modalShot(page, 'country-modal');

  await modal.getByRole('button', { name: 'Choose your country' }).click();
  await page.getByPlaceholder('Search…').fill('norw');
  await page.getByRole('option').getByText('Norway').click();
  await expect(modal.getByRole('button', { name: 'Choose your country' })).toContainText('Norway');
  await modal.getByTestId('country-save').click();
  await expect(modal).toHaveCount(0);
  expect(await me(page)).toMatchObject({ country: 'NO', ipCountry: 'SE' });

  await page.reload();
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('country-modal')).toHaveCount(0);

  // Switching the language while signed in stores it for the player.
  await page.getByTestId('lang-select').getByRole('button', { name: 'Language' }).click();
  await page.getByPlaceholder('Search…').fill('deu');
  await page.getByRole('option').getByText('Deutsch').click();
  await expect(page).toHaveURL(/\/de$/);
  await expect.poll(async () => (await me(page)).lang).toBe('de');
  await expect(page.getByTestId('country-modal')).toHaveCount(0);

  expect(errors).toEqual([]);
  await ctx.close();
});

test('the country modal on a 375 px phone', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, extraHTTPHeaders: { 'CF-IPCountry': 'SK' } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const page = await ctx.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'demo3', '/');
  const modal = page.getByTestId('country-modal');
  await expect(modal.getByRole('button', { name: 'Choose your country' })).toContainText('Slovakia');
  await modalShot(page, 'country-modal-375');
  await modal.getByTestId('country-save').click();
  await expect(modal).toHaveCount(0);
  expect(await me(page)).toMatchObject({ country: 'SK' });
  expect(errors).toEqual([]);
  await ctx.close();
});

test('profile settings: a bad trade link is refused under the field, a good one is kept', async ({ page }) => {
  await signIn(page, 'demo1', '/');
  await page.goto('/user/me');
  const form = page.getByTestId('trade-link-form');
  await expect(form).toBeVisible();
  const input = form.getByTestId('trade-link-input');

  await input.fill('https://example.com/not-a-trade-link');
  await form.getByTestId('trade-link-save').click();
  await expect(form.getByTestId('trade-link-error')).toHaveText('This is not a valid Steam trade offer link.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'profile-settings-error');
  // Editing clears the message.
  await input.fill(TRADE_LINK);
  await expect(form.getByTestId('trade-link-error')).toHaveCount(0);
  await form.getByTestId('trade-link-save').click();
  await expect(page.getByText('Trade offer link saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('trade-link-input')).toHaveValue(TRADE_LINK);
  expect(await me(page)).toMatchObject({ tradeofferUrl: TRADE_LINK });
  await shot(page, 'profile-settings');

  // In German the field error is translated.
  await page.goto('/de/user/me');
  await page.getByTestId('trade-link-input').fill('kein link');
  await page.getByTestId('trade-link-save').click();
  await expect(page.getByTestId('trade-link-error')).toHaveText('Das ist kein gültiger Steam-Tauschangebot-Link.');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('profile-settings').scrollIntoViewIfNeeded();
  await shot(page, 'profile-settings-375');
});

test('another player’s profile has no settings', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo1', '/');
  await page.goto('/user/me');
  await expect(page).toHaveURL(/\/user\/(?!me$)[^/]+$/);
  await expect(page.getByTestId('profile-settings')).toBeVisible();
  const profile = new URL(page.url()).pathname;

  const other = await newAnonymousPage(browser, baseURL!);
  const otherErrors = watchConsole(other, 'other');
  await other.goto(profile);
  await expect(other.getByTestId('profile-page')).toBeVisible();
  await expect(other.getByTestId('profile-settings')).toHaveCount(0);
  await signIn(other, 'demo2', profile);
  await expect(other.getByTestId('profile-name')).toHaveText('Demo Player 1');
  await expect(other.getByTestId('profile-settings')).toHaveCount(0);
  expect(otherErrors).toEqual([]);
  await other.context().close();
});
