import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, shot } from './fixtures';

// The socials on a fresh player's profile, against the real server with its
// sandboxes: the confirmation mail read from Mailpit (its link followed), the
// sandbox provider's consent page for twitter, the tweet, the rewards paid in
// crystals (the header follows), and the SMS code read from the sandbox gateway.

const MAILPIT = process.env.E2E_MAILPIT_URL ?? '';
const SMS_TOKEN = process.env.E2E_SMS_TOKEN ?? '';

/** "◆ 1 250" -> 1250 */
const units = (text: string) => Number(text.replace(/[^\d]/g, ''));
const crystals = async (page: Page) => units(await page.getByTestId('profile').locator('.currency--crystal').innerText());

/** The path and query of the confirmation link in the newest mail to `address`, or null before it arrives. */
async function confirmationLink(request: APIRequestContext, address: string): Promise<string | null> {
  const search = await request.get(`${MAILPIT}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`);
  if (!search.ok()) return null;
  const { messages } = (await search.json()) as { messages?: { ID: string }[] };
  if (!messages?.length) return null;
  const message = await request.get(`${MAILPIT}/api/v1/message/${encodeURIComponent(messages[0].ID)}`);
  if (!message.ok()) return null;
  const { Text, HTML } = (await message.json()) as { Text?: string; HTML?: string };
  const m = /\/me\/email\/confirm\?token=[^\s"'<>)]+/.exec(`${Text ?? ''}\n${HTML ?? ''}`);
  return m ? m[0].replace(/&amp;/g, '&') : null;
}

/** The code in the newest SMS to `phone` (the gateway lists newest first), or null before it arrives. */
async function smsCode(request: APIRequestContext, baseURL: string, phone: string): Promise<string | null> {
  const res = await request.get(`${baseURL}/sandbox/sms/2010-04-01/Accounts/ACsandbox/Messages.json?To=${encodeURIComponent(phone)}`, {
    headers: { Authorization: `Basic ${Buffer.from(`ACsandbox:${SMS_TOKEN}`).toString('base64')}` },
  });
  if (!res.ok()) return null;
  const { messages } = (await res.json()) as { messages?: { body: string; to: string }[] };
  const sms = messages?.find((m) => m.to === phone);
  return sms ? (/\b(\d{6})\b/.exec(sms.body)?.[1] ?? null) : null;
}

/** Claims a reward and checks the header's crystals went up by what the row says. */
async function claimReward(page: Page, kind: string): Promise<void> {
  const row = page.getByTestId(`socials-reward-${kind}`);
  await expect(row).toHaveAttribute('data-state', 'available');
  const reward = units((/\+([\d\s,.]+)/.exec(await row.innerText()) ?? ['', ''])[1]);
  expect(reward).toBeGreaterThan(0);
  const before = await crystals(page);
  await row.getByTestId(`socials-claim-${kind}`).click();
  await expect(row).toHaveAttribute('data-state', 'received');
  await expect(row.getByTestId(`socials-claim-${kind}`)).toHaveCount(0);
  await expect.poll(() => crystals(page)).toBe(before + reward);
}

test('a player confirms an email, connects twitter, tweets, confirms a phone and receives the rewards', async ({ page, request, baseURL }) => {
  expect(MAILPIT && SMS_TOKEN, 'E2E_MAILPIT_URL and E2E_SMS_TOKEN (playwright.config.ts)').toBeTruthy();
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const address = `socials-${run}@example.com`;
  const phone = `+49151${run.slice(-8)}`;

  await signIn(page, 'new', '/');
  await page.goto('/user/me');
  const section = page.getByTestId('socials');
  await expect(section).toBeVisible();
  await expect(page.getByTestId('socials-email')).toHaveAttribute('data-state', 'none');
  await expect(page.getByTestId('socials-reward-email')).toHaveAttribute('data-state', 'locked');

  // The email: subscribed, then confirmed by the mailed link.
  await page.getByTestId('socials-email-input').fill(address);
  await page.getByTestId('socials-email-submit').click();
  await expect(page.getByTestId('socials-email')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('socials-email-pending')).toContainText(address);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await confirmationLink(request, address)), { message: `a confirmation mail to ${address}`, timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/user\/[^/?#]+\?socials=email_confirmed#socials$/);
  await expect(page.getByTestId('socials-notice')).toHaveAttribute('data-outcome', 'email_confirmed');
  await expect(page.getByTestId('socials-email')).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByTestId('socials-email-confirmed')).toContainText(address);
  await claimReward(page, 'email');

  // Twitter through the sandbox provider's consent page.
  const twitter = page.getByTestId('socials-service-twitter');
  await expect(twitter).toHaveAttribute('data-state', 'available');
  await page.getByTestId('socials-connect-twitter').click();
  await page.waitForURL(/\/sandbox\/oauth\/twitter\/authorize\?/);
  const username = `player_${run.slice(-6)}`;
  await page.getByTestId('sandbox-oauth-username').fill(username);
  await page.getByTestId('sandbox-oauth-allow').click();
  await page.waitForURL(/\/user\/[^/?#]+\?socials=connected&service=twitter#socials$/);
  await expect(page.getByTestId('socials-notice')).toHaveAttribute('data-outcome', 'connected');
  await expect(twitter).toHaveAttribute('data-state', 'connected');
  await expect(twitter.getByTestId('socials-username')).toHaveText(username);

  // The tweet: published once, then the next one waits.
  await expect(page.getByTestId('socials-reward-twitter')).toHaveAttribute('data-state', 'locked');
  await page.getByTestId('socials-tweet').click();
  await expect(page.getByTestId('socials-tweeted-at')).toBeVisible();
  await expect(page.getByTestId('socials-tweet')).toBeDisabled();
  await claimReward(page, 'twitter');

  // The phone: a code by SMS, typed back.
  await page.getByTestId('socials-phone-input').fill(phone);
  await page.getByTestId('socials-phone-send').click();
  await expect(page.getByTestId('socials-phone')).toHaveAttribute('data-state', 'code_sent');
  await expect(page.getByTestId('socials-phone-send')).toBeDisabled(); // the resend waits
  let code: string | null = null;
  await expect
    .poll(async () => (code = await smsCode(request, baseURL!, phone)), { message: `an SMS to ${phone}`, timeout: 20_000 })
    .not.toBeNull();
  await page.getByTestId('socials-code-input').fill(code!);
  await page.getByTestId('socials-code-confirm').click();
  await expect(page.getByTestId('socials-phone')).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByTestId('socials-phone-confirmed')).toContainText(phone.slice(-4));
  await shot(page, 'socials');
});

test('a denied consent comes back with its notice and nothing connected', async ({ page }) => {
  await signIn(page, 'new', '/');
  await page.goto('/user/me#socials');
  await page.getByTestId('socials-connect-twitter').click();
  await page.waitForURL(/\/sandbox\/oauth\/twitter\/authorize\?/);
  await page.getByTestId('sandbox-oauth-deny').click();
  await page.waitForURL(/\?socials=denied&service=twitter#socials$/);
  await expect(page.getByTestId('socials-notice')).toHaveAttribute('data-outcome', 'denied');
  await expect(page.getByTestId('socials-notice')).toContainText('You did not allow access to X (Twitter).');
  await expect(page.getByTestId('socials-service-twitter')).toHaveAttribute('data-state', 'available');
  await expect(page.getByTestId('socials-tweet')).toHaveCount(0);
});
