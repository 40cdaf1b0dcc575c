import { test, expect, signIn, modalShot } from './fixtures';

// Runs last (see the self-ban project in playwright.config.ts): the ban cannot be lifted.
test('a player bans themself for a day and is blocked until signing out', async ({ page, baseURL }) => {
  await signIn(page, 'demo4', '/');
  await page.goto('/user/me');
  await expect(page).toHaveURL(/\/user\/(?!me$)[^/]+$/);
  const accountId = /\/user\/([^/#?]+)/.exec(page.url())![1];

  const form = page.getByTestId('self-ban-form');
  await expect(form.getByRole('radio')).toHaveText(['1 day', '7 days', '30 days', '90 days', '180 days', '365 days']);
  await form.getByTestId('self-ban-days-1').click();
  await expect(form.getByTestId('self-ban-days-1')).toHaveAttribute('aria-checked', 'true');
  await form.getByTestId('self-ban-start').click();

  // A confirm step says it cannot be undone; cancelling changes nothing.
  const confirm = page.getByTestId('self-ban-confirm');
  await expect(confirm).toContainText('cannot be undone');
  await expect(confirm).toContainText('1 day');
  await modalShot(page, 'self-ban-confirm');
  await confirm.getByTestId('self-ban-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('self-ban-modal')).toHaveCount(0);

  await form.getByTestId('self-ban-start').click();
  await page.getByTestId('self-ban-confirm-button').click();

  const modal = page.getByTestId('self-ban-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/#self-ban$/);
  await expect(modal.getByTestId('self-ban-account')).toHaveText(accountId);
  await expect(modal.getByTestId('self-ban-reason')).toHaveText('Blocked at your own request');
  const until = await modal.getByTestId('self-ban-until').innerText();
  expect(until).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  // About a day from now (the browser runs in UTC).
  const [d, m, y, hh, mm, ss] = until.split(/[. :]/).map(Number);
  const end = Date.UTC(y, m - 1, d, hh, mm, ss);
  expect(Math.abs(end - (Date.now() + 86_400_000))).toBeLessThan(120_000);
  await modalShot(page, 'self-ban-modal');

  // It cannot be closed.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(8, 8);
  await expect(modal).toBeVisible();

  // It comes back on every page, after a reload and after going back.
  await page.goto('/items');
  await expect(page.getByTestId('self-ban-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/items#self-ban$/);
  await page.goBack();
  await expect(page.getByTestId('self-ban-modal')).toBeVisible();
  await expect(page).toHaveURL(/#self-ban$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await modalShot(page, 'self-ban-modal-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The server refuses play meanwhile.
  const refused = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
      body: JSON.stringify({ query: 'mutation { rotateServerSeed { fairSeed { id } } }' }),
    });
    return (await res.json()).errors?.[0]?.extensions?.code;
  });
  expect(refused).toBe('api.self_banned');

  // Support stays reachable: the chat floats above the blocking modal and the service takes the message.
  await page.getByTestId('chat-button').click();
  const chat = page.getByTestId('chat-panel');
  await chat.getByTestId('chat-input').fill('I banned myself by mistake');
  await chat.getByTestId('chat-send').click();
  await expect(chat.getByTestId('chat-thread').getByTestId('chat-message').last()).toContainText('I banned myself by mistake');
  await chat.getByTestId('chat-close').click();
  await expect(modal).toBeVisible();

  // Signing out leads home as a visitor.
  await page.getByTestId('self-ban-logout').click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('sign-in').first()).toBeVisible();
  await expect(page.getByTestId('self-ban-modal')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
});
