import { deflateSync } from 'node:zlib';
import { test, expect, signIn, shot } from './fixtures';

// Support tickets on the player's profile (#support), against the real
// server with its local file store. Player: demo4 (no balance is read
// here); staff: demomod, the demo moderator, answering through GraphQL.

/** A real 8x8 PNG. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(24, 200)])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a ticket with an image; a renamed executable is refused; the staff answer arrives live', async ({ page, browser, baseURL, consoleErrors }) => {
  await signIn(page, 'demo4', '/user/me');
  await page.goto('/user/me');
  await expect(page.getByTestId('support')).toHaveCount(0);
  await page.getByTestId('profile-support-link').click();
  await expect(page).toHaveURL(/#support$/);
  await expect(page.getByTestId('support')).toBeVisible();
  await page.getByTestId('support-open-new').click();
  const subject = `Withdrawal stuck ${Date.now()}`;
  await page.getByTestId('support-subject').fill(subject);
  await page.getByTestId('support-body').fill('My withdrawal has been pending since yesterday.');

  // An executable named like an image: the picker lets it through, the server sniffs it.
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(256)]);
  await page.getByTestId('support-files').setInputFiles([{ name: 'screenshot.png', mimeType: 'image/png', buffer: exe }]);
  await page.getByTestId('support-send').click();
  await expect(page.getByTestId('support-error')).toHaveText('screenshot.png is not an image (PNG, JPEG, GIF, WebP) or a PDF.');
  // The refusal is a 422 the page expects.
  expect(consoleErrors.filter((e) => !/ 422 .*\/api\/zendesk\/create/.test(e))).toEqual([]);
  consoleErrors.length = 0;

  await page.getByTestId('support-file').getByRole('button').click();
  await page.getByTestId('support-files').setInputFiles([{ name: 'shot.png', mimeType: 'image/png', buffer: png() }]);
  await expect(page.getByTestId('support-file').locator('img')).toBeVisible();
  await page.getByTestId('support-send').click();

  const thread = page.getByTestId('support-thread');
  await expect(thread).toContainText(subject);
  await expect(thread.getByTestId('support-comment')).toHaveCount(1);
  const img = thread.getByTestId('support-comment').locator('img');
  await expect(img).toBeVisible();
  // The file is served on its signed link.
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(8);
  const ticketId = /#(\d+)/.exec(await thread.locator('.support-thread__title').innerText())![1];
  await shot(page, 'support-thread');

  // Staff answer from another browser, through GraphQL.
  const staffCtx = await browser.newContext({ baseURL });
  await staffCtx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const staff = await staffCtx.newPage();
  await signIn(staff, 'demomod', '/');
  const answer = await staff.evaluate(async (id) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
      body: JSON.stringify({ query: 'mutation($id: ID!) { replySupportTicket(ticketId: $id, body: "We sent it again, check your trade offers.") { id } }', variables: { id } }),
    });
    return res.json();
  }, ticketId);
  expect(answer.errors).toBeUndefined();

  // No reload: the answer appears in the open thread.
  await expect(thread.getByTestId('support-comment')).toHaveCount(2);
  await expect(thread.getByTestId('support-comment').nth(1)).toContainText('We sent it again');
  await expect(thread).toContainText('Awaiting your reply');

  // Back on the list, staff solves it: the notice says so.
  await thread.getByRole('button', { name: 'All tickets' }).click();
  await expect(page.getByTestId('support-ticket').filter({ hasText: subject })).toBeVisible();
  await staff.evaluate(async (id) => {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
      body: JSON.stringify({ query: 'mutation($id: ID!) { setSupportTicketStatus(ticketId: $id, status: solved) { id } }', variables: { id } }),
    });
  }, ticketId);
  await expect(page.getByTestId('notice').filter({ hasText: `Your ticket #${ticketId}` })).toBeVisible();

  // Another player finds nothing of it.
  const otherCtx = await browser.newContext({ baseURL });
  await otherCtx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const other = await otherCtx.newPage();
  await signIn(other, 'demo5', '/');
  const status = await other.evaluate(async (id) => {
    const res = await fetch(`/api/zendesk/ticket_comments?id=${id}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` } });
    return res.status;
  }, ticketId);
  expect(status).toBe(404);
  await staffCtx.close();
  await otherCtx.close();
});
