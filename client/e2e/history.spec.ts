import { test, expect, signIn, cents, shot, payWithSandbox } from './fixtures';

// The profile's history against the real server, for a fresh player (the
// dev sign-in's "new player", so no other spec's plays show here): a
// sandbox deposit, an opening and its sale each land in their tab, the
// statement explains the balance, and a drop's verify link finishes in the
// verifier once the seed is rotated.

test('the history tabs list the deposit, the opening, the sale and the statement; an opening verifies', async ({ page }) => {
  await signIn(page, 'new', '/');
  await payWithSandbox(page, '10');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment-success\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });

  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  const won = (await page.getByTestId('won-item').getAttribute('data-market-name'))!;
  const price = cents(await page.locator('.result-card__price').first().innerText());
  await page.getByTestId('sell-drop').click();
  await expect(page.getByTestId('sold-label')).toBeVisible();
  const balance = cents(await page.getByTestId('balance').innerText());

  // Openings first: the drop, sold, with its verify link.
  await page.goto('/user/me');
  const history = page.getByTestId('history');
  await expect(history).toHaveAttribute('data-tab', 'openings');
  const opening = history.getByTestId('history-row');
  await expect(opening).toHaveCount(1);
  await expect(opening).toContainText('Sold');
  const link = (await opening.getByTestId('history-verify').getAttribute('href'))!;
  expect(link).toMatch(/[?&]hash=[0-9a-f]{64}/);
  await shot(page, 'history-openings');

  // Each tab in the address, its rows its own.
  await history.getByRole('tab', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/[?&]history=sales/);
  await expect(history.getByTestId('history-sales').getByTestId('history-row')).toHaveCount(1);
  await expect(history.getByTestId('history-row')).toContainText(`$${(price / 100).toFixed(2)}`);
  await history.getByRole('tab', { name: 'Deposits' }).click();
  await expect(history.getByTestId('history-deposits').getByTestId('history-row')).toHaveAttribute('data-status', 'succeeded');
  await expect(history.getByTestId('history-row')).toContainText('$10.00');
  await history.getByRole('tab', { name: 'Statement' }).click();
  // The money rows, newest first: the sale, the opening, the top-up, the demo account's credit.
  const statement = history.getByTestId('history-statement').locator('[data-testid="history-row"][data-currency="money"]');
  await expect(statement).toHaveCount(4);
  await expect(statement.first()).toContainText('Item sold');
  await expect(statement.first()).toContainText(`$${(balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(statement.nth(1)).toContainText('Case opened');
  await expect(statement.nth(2)).toContainText('Top-up');
  await expect(statement.nth(3)).toContainText('Demo credit');
  await shot(page, 'history-statement');
  // Reloaded, the address keeps the tab.
  await page.reload();
  await expect(page.getByTestId('history')).toHaveAttribute('data-tab', 'statement');
  await history.getByRole('tab', { name: 'Upgrades' }).click();
  await expect(history.getByTestId('history-empty')).toBeVisible();

  // Rotated, the opening's link verifies the won item.
  await page.goto('/recoil-case');
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.goto(link);
  await expect(page.getByTestId('verify-seed-state')).toHaveAttribute('data-state', 'revealed');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-item')).toContainText(won.split(' | ')[1]?.replace(/ \(.*\)$/, '') ?? won);
  await expect(page.getByTestId('local-check')).toHaveClass(/is-ok/);
});
