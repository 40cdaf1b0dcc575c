import createClient from 'openapi-fetch';
import type { paths } from './api/rest';
import { test, expect, signIn, payWithSandbox } from './fixtures';

// A partner's integration, written the way a partner would: a client
// generated from the published document (openapi-typescript, e2e/api/rest.d.ts)
// through openapi-fetch, with the player's bearer token. Every path, body
// and answer below is typed by the document, so a renamed field breaks the
// type check (`npm run typecheck`) as well as this run.
test('the typed REST client reads the profile, opens a case and sells the drop', async ({ page, baseURL }) => {
  // A fresh player with a sandbox deposit, made in the browser.
  await signIn(page, 'new', '/');
  await payWithSandbox(page, '10');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment-success\?reference=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 20_000 });
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  expect(token).toBeTruthy();

  const api = createClient<paths>({ baseUrl: `${baseURL}/api`, headers: { Authorization: `Bearer ${token}` } });

  const me = await api.GET('/user/me');
  expect(me.response.status).toBe(200);
  const balance = me.data!.data.balance!;
  expect(balance).toBeGreaterThanOrEqual(10); // the demo's starting money and the deposit

  const cases = await api.GET('/cases');
  const recoil = cases.data?.data?.find((c) => c.alias === 'recoil-case');
  expect(recoil?.image).toMatch(/^\/case-art\/recoil-case\.svg/);

  const opened = await api.POST('/case/open', { body: { alias: 'recoil-case', fast: true } });
  expect(opened.response.status).toBe(200);
  const result = opened.data!.data;
  const drop = result.drops![0];
  expect(result.cost).toBe(recoil!.price);
  expect(result.balance).toBeCloseTo(balance - result.cost, 2);
  expect(result.fair.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(drop.state).toBe('active');

  const sold = await api.POST('/sell_list', { body: { ids: [drop.id] } });
  expect(sold.response.status).toBe(200);
  expect(sold.data?.status).toBe('success');
  expect(sold.data?.data.ids).toEqual([drop.id]);
  expect(sold.data?.data.amount).toBe(drop.price);
  expect(sold.data?.data.balance).toBeCloseTo(result.balance + drop.price, 2);

  // A refusal is the document's error shape, its key one the operation lists.
  const again = await api.POST('/sell_list', { body: { ids: [drop.id] } });
  expect(again.response.ok).toBe(false);
  expect(again.error).toMatchObject({ error: expect.stringMatching(/^api\./) });
  const missing = await api.POST('/case/open', { body: { alias: 'no-such-case' } });
  expect(missing.response.status).toBe(404);
  expect(missing.error?.error).toBe('api.not_found');
});
