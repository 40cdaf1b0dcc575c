import type { Page } from '@playwright/test';
import { test, expect, signIn, shot } from './fixtures';

// The progression on a new player's profile, against the real server: the
// games move the tasks (the server counts, not the page), a completed task
// pays once, the daily crystal is received once today, and the bullets the
// task paid are spent in the warehouse on a draw the verifier recomputes.

/** Opening cases earns XP: a level-up modal may open at any point. Close it whenever it shows. */
async function closeLevelUps(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: 'Level up!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'OK' }).click();
  });
}

test('a player opens cases until a task completes, claims it once, claims the daily crystal, spends bullets in the warehouse and verifies the draw', async ({ page }) => {
  await closeLevelUps(page);
  await signIn(page, 'new', '/recoil-case');
  await page.goto('/user/me');
  const task = page.getByTestId('task-open_5_cases');
  await expect(task).toHaveAttribute('data-state', 'in_progress');
  await expect(task.getByTestId('task-step')).toHaveText('0 / 5');
  await expect(task.getByTestId('task-claim')).toHaveCount(0);

  // Two openings of three cases: the task counts each case.
  await page.goto('/recoil-case');
  await page.getByTestId('fast-toggle').check();
  await page.getByRole('radio', { name: 'x3' }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('open-case').click();
    await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('keep').click();
    await expect(page.getByTestId('open-result')).toHaveCount(0);
  }

  await page.goto('/user/me');
  await expect(task).toHaveAttribute('data-state', 'completed');
  await expect(task.getByTestId('task-step')).toHaveText('5 / 5');
  await expect(page.getByTestId('task-open_25_cases').getByTestId('task-step')).toHaveText('6 / 25');
  await task.getByTestId('task-claim').click();
  await expect(task).toHaveAttribute('data-state', 'claimed');
  await expect(task.getByTestId('task-claim')).toHaveCount(0);
  await expect(task).toContainText('Claimed');

  // The daily crystal: the visit reward once; six cases today meet cases_3 too.
  const visit = page.getByTestId('crystal-visit');
  await expect(visit).toHaveAttribute('data-state', 'available');
  await expect(page.getByTestId('crystal-cases_3')).toHaveAttribute('data-state', 'available');
  await expect(page.getByTestId('crystal-deposit_5')).toHaveAttribute('data-state', 'locked');
  await visit.getByTestId('crystal-receive').click();
  await expect(visit).toHaveAttribute('data-state', 'received');
  await expect(visit.getByTestId('crystal-receive')).toHaveCount(0);
  await shot(page, 'progression');

  // The warehouse: one draw from the 100 pool, whose odds are shown, costs 100 bullets.
  const warehouse = page.getByTestId('warehouse');
  const bulletsHeld = async () => Number((/You have ([\d,]+) bullets/.exec(await warehouse.innerText()) ?? ['', 'NaN'])[1].replace(/,/g, ''));
  await expect(warehouse).toContainText('You have');
  const before = await bulletsHeld();
  expect(before).toBeGreaterThanOrEqual(100);
  await warehouse.getByTestId('warehouse-pool-100').click();
  await expect(warehouse.getByTestId('warehouse-odds').locator('tbody tr').first()).toContainText('%');
  await warehouse.getByTestId('warehouse-open').click();
  await expect(warehouse.getByTestId('warehouse-drop')).toBeVisible();
  const dropName = (await warehouse.getByTestId('warehouse-drop-name').innerText()).trim();
  await expect.poll(bulletsHeld).toBe(before - 100);
  const link = (await warehouse.getByTestId('warehouse-verify-link').getAttribute('href'))!;
  expect(link).toContain('roll=warehouse%3A100%3A1');

  // The draw's seed is still secret: rotate it, and the link's hash finds it revealed.
  await page.goto('/recoil-case');
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.goto(link);
  await expect(page.getByTestId('fair-page')).toBeVisible();
  await expect(page.getByTestId('verify-seed-state')).toHaveAttribute('data-state', 'revealed');
  await expect(page.getByTestId('verify-server-seed')).not.toHaveValue('');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-item')).toContainText(dropName);
  await shot(page, 'warehouse-verified');
});
