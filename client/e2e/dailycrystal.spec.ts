import { test, expect, signIn, shot } from './fixtures';

// The daily crystal's welcome notice (spec 4), against the real server: a new
// player who has received nothing today is told 90 s after landing, the
// notice's link brings the profile's section into view, and receiving the
// crystal there resets the notices' flags.

test('90 s after landing, a new player is welcomed to the daily crystal; the link leads to it, and a claim resets the flags', async ({ page }) => {
  await signIn(page, 'new', '/');
  await page.clock.install();
  await page.goto('/items');
  const notice = page.getByTestId('notice').filter({ hasText: 'daily crystal' });
  await page.clock.fastForward(60_000);
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(31_000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Welcome! A daily crystal is waiting for you today.');
  await shot(page, 'dailycrystal-notice');

  // Remembered for the day: a reload counts 90 s again and says nothing new.
  const flags = () => page.evaluate(() => JSON.parse(localStorage.getItem('casefront.dailycrystal.flags') ?? 'null'));
  expect(await flags()).toMatchObject({ welcome: true, available: expect.arrayContaining(['visit']) });

  await notice.getByTestId('notice-link').click();
  await expect(page).toHaveURL(/\/user\/[^/]+#daily-crystal$/);
  await expect(notice).toHaveCount(0);
  const section = page.getByTestId('daily-crystal');
  await expect(section).toBeInViewport();
  const visit = page.getByTestId('crystal-visit');
  await expect(visit).toHaveAttribute('data-state', 'available');
  await visit.getByTestId('crystal-receive').click();
  await expect(visit).toHaveAttribute('data-state', 'received');
  await expect.poll(flags).toMatchObject({ welcome: false, available: [] });
});
