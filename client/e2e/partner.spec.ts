import { test, expect, signIn, cents, shot, payWithSandbox, newAnonymousPage } from './fixtures';

// The partner programme against the real server: a fresh player saves a
// referral code, a second fresh player signs up through the partner's link
// and deposits $50 in the sandbox, the partner sees the deposit with its 3%
// (Underdog) earning and moves it to the money balance. Fresh accounts
// (the dev sign-in's "new player"), so no other spec's referrals or deposits
// count here.

const balance = async (page: import('@playwright/test').Page) => cents(await page.getByTestId('balance').innerText());

test('a partner shares the link, a new player signs up through it and deposits, the partner withdraws the earning', async ({ page, browser, baseURL }) => {
  await signIn(page, 'new', '/partner');
  await expect(page.getByTestId('partner-page')).toBeVisible();
  await expect(page.getByTestId('partner-level-name')).toHaveText('Underdog');
  await expect(page.getByTestId('partner-percentage')).toHaveText('3%');
  await expect(page.getByTestId('partner-link-none')).toBeVisible();

  // A format problem is said at once, a free code after the check.
  const input = page.getByTestId('partner-code-input');
  await input.fill('ab');
  await expect(page.getByTestId('partner-code-status')).toHaveText('Too short');
  const code = `E2E${Date.now().toString(36).slice(-6)}`.toUpperCase();
  await input.fill(code.toLowerCase());
  await expect(page.getByTestId('partner-code-status')).toHaveText('This code is available');
  await page.getByTestId('partner-code-save').click();
  const link = page.getByTestId('partner-link');
  await expect(link).toHaveText(`${baseURL}/ref-${code}`);
  await shot(page, 'partner-page');

  // The referral: a visitor follows the link, signs in as a new player, deposits $50.
  const referral = await newAnonymousPage(browser, baseURL!);
  await referral.goto(`/ref-${code}`);
  await expect(referral).toHaveURL(`${baseURL}/`);
  await signIn(referral, 'new', '/');
  await payWithSandbox(referral, '50');
  await referral.getByRole('button', { name: 'Approve' }).click();
  await referral.waitForURL(/\/payment-success\?reference=/);
  await expect(referral.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  await referral.context().close();

  // The partner's history shows the deposit and its 3% share; the balance holds it.
  await expect
    .poll(
      async () => {
        await page.reload();
        // The history reads its own query once the page has drawn.
        await expect(page.getByTestId('partner-history-row').or(page.getByTestId('partner-history-empty'))).toBeVisible();
        return page.getByTestId('partner-history-row').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const row = page.getByTestId('partner-history-row');
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('3%');
  await expect(row.getByTestId('partner-history-amount')).toHaveText('$1.50');
  await expect(page.getByTestId('partner-referrals')).toHaveText('1');
  await expect(page.getByTestId('partner-deposited')).toHaveText('$50.00');
  await expect(page.getByTestId('partner-balance')).toHaveText('$1.50');

  // Withdrawn to the money balance: the header's balance rises by it, the transfer is listed.
  const before = await balance(page);
  await page.getByTestId('partner-withdraw-balance').click();
  await page.getByTestId('partner-dialog-submit').click();
  await expect(page.getByTestId('partner-dialog-balance')).toHaveCount(0);
  await expect(page.getByTestId('partner-balance')).toHaveText('$0.00');
  await expect.poll(() => balance(page)).toBe(before + 150);
  await expect(page.getByTestId('partner-transfer-row')).toHaveCount(1);
  await expect(page.getByTestId('partner-transfer-row')).toContainText('To balance');
  await expect(page.getByTestId('partner-transfer-state')).toHaveText('Done');
  await expect(page.getByTestId('partner-withdraw-balance')).toBeDisabled();
  await shot(page, 'partner-withdrawn');
});

test('a visitor sees the level table and is asked to sign in', async ({ page }) => {
  await page.goto('/partner');
  await expect(page.getByTestId('partner-guest')).toBeVisible();
  const table = page.getByTestId('partner-levels');
  await expect(table).toContainText('Underdog');
  await expect(table).toContainText('Money Maker');
  await expect(table).toContainText('Golden Boy');
  await expect(table).toContainText('7%');
  await page.getByTestId('partner-sign-in').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('the partner page in Russian, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru/partner');
  await expect(page.getByTestId('partner-levels')).toContainText('Уровни');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
