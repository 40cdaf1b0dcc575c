import { test, expect, signIn, shot } from './fixtures';

// The support chat widget on every page: a visitor is sent to sign in or to
// the FAQ; a fresh player writes, which opens a ticket, and the staff answer
// (demomod, through GraphQL) arrives in the open widget without a reload.

test('a visitor opens the chat from the keyboard and is asked to sign in', async ({ page }) => {
  await page.goto('/');
  const button = page.getByTestId('chat-button');
  await expect(button).toBeVisible();
  // It floats clear of the live feed.
  await expect(page.getByTestId('live-feed')).toBeVisible();
  const feed = (await page.getByTestId('live-feed').boundingBox())!;
  const box = (await button.boundingBox())!;
  expect(box.y >= feed.y + feed.height || box.y + box.height <= feed.y).toBe(true);

  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Sign in to write to support');
  await expect(panel.getByTestId('chat-faq')).toHaveAttribute('href', '/faq');
  await expect(panel.getByTestId('chat-sign-in')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a player writes in the chat, which opens a ticket, and the staff answer arrives live', async ({ page, browser, baseURL }) => {
  await signIn(page, 'new', '/');
  await page.getByTestId('chat-button').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByTestId('chat-empty')).toBeVisible();
  const subject = `Deposit missing ${Date.now()}`;
  await panel.getByTestId('chat-input').fill(`${subject}\nIt has been an hour.`);
  await panel.getByTestId('chat-input').press('Enter');
  const thread = panel.getByTestId('chat-thread');
  await expect(thread).toContainText(subject);
  await expect(thread.getByTestId('chat-message')).toHaveCount(1);
  const ticketId = /#(\d+)/.exec(await thread.locator('.chat__subject').innerText())![1];

  const staffCtx = await browser.newContext({ baseURL });
  await staffCtx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const staff = await staffCtx.newPage();
  await signIn(staff, 'demomod', '/');
  const answer = await staff.evaluate(async (id) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
      body: JSON.stringify({ query: 'mutation($id: ID!) { replySupportTicket(ticketId: $id, body: "We found it, it is on its way.") { id } }', variables: { id } }),
    });
    return res.json();
  }, ticketId);
  expect(answer.errors).toBeUndefined();

  // No reload: the answer appears in the widget.
  await expect(thread.getByTestId('chat-message')).toHaveCount(2);
  await expect(thread.getByTestId('chat-message').nth(1)).toContainText('We found it');
  await expect(thread).toContainText('Awaiting your reply');
  await shot(page, 'support-chat');

  // The player answers in the same ticket.
  await panel.getByTestId('chat-input').fill('Thanks!');
  await panel.getByTestId('chat-send').click();
  await expect(thread.getByTestId('chat-message')).toHaveCount(3);
  await expect(thread).toContainText(`#${ticketId}`);
  await staffCtx.close();
});
