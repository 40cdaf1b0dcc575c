import { test, expect, signIn, shot } from './fixtures';

// The demo Halloween against the real server: paid cases earn candies (the
// server's rate: $2.52 a case earns 25), the piñata spends 100 of them on a
// draw, and the verifier recomputes it from the revealed seed.

test('a demo player opens cases, candies arrive, breaks the piñata and verifies its roll on /fair', async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
  await signIn(page, 'new', '/halloween');
  const candies = page.getByTestId('season-candies');
  await expect(page.getByTestId('season-page')).toHaveAttribute('data-event', 'halloween-2025');
  // A demo player starts with a grant of candies: count what the cases add.
  await expect(candies).toHaveAttribute('data-candies', /^\d+$/);
  const before = Number(await candies.getAttribute('data-candies'));

  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x3' }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('open-case').click();
    await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('keep').click();
    await expect(page.getByTestId('open-result')).toHaveCount(0);
  }

  await page.goto('/halloween');
  await expect(candies).toHaveAttribute('data-candies', String(before + 150));
  await expect(page.getByTestId('leaderboard-own')).toContainText('150');
  await page.getByTestId('pinata-open').click();
  await expect(page.getByTestId('pinata-drop')).toBeVisible({ timeout: 10_000 });
  await expect(candies).toHaveAttribute('data-candies', String(before + 50));
  const dropName = (await page.getByTestId('pinata-drop-name').innerText()).trim();
  const link = (await page.getByTestId('pinata-verify').getAttribute('href'))!;
  expect(link).toContain('roll=pinata%3Ahalloween-2025%3A1');
  await shot(page, 'season-pinata');

  // The draw's seed is still secret: rotate it, and the link's hash finds it revealed.
  await page.goto('/recoil-case');
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.goto(link);
  await expect(page.getByTestId('verify-seed-state')).toHaveAttribute('data-state', 'revealed');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-item')).toContainText(dropName);

  // An ended event's route shows the ended page.
  await page.goto('/blackfriday');
  await expect(page.getByTestId('season-over')).toHaveAttribute('data-status', 'ended');
});
