import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, watchConsole, allowMissing, cents, shot } from './fixtures';

// Case battles against the real server: two players in two browsers play a
// private 1v1 of three cases to the end and a rematch, a 2x2 against bots
// finishes while a visitor watches the active list, a creator cancels only
// once confirmed, and the case_battle restriction closes the feature; the
// ledger holds after them. A battle lasts 10 s per case plus 6 s. The
// rematch offer's expiry is checked on the server's clock in Go
// (server/battles TestRematchExpiresOnTheQueue) and its countdown here and
// in jest: waiting out 60 s here would prove nothing more.

test.describe.configure({ mode: 'serial' });

/** The live feed's items won by a player (the feed is on every page). */
const feedOf = (page: Page, nickname: string) => page.locator(`[data-testid="feed-item"][title^="${nickname} · "]`);

const balance = async (page: Page) => cents(await page.getByTestId('balance').innerText());

/** How many drops the player holds (the inventory's header), read in a tab of their own. */
async function held(page: Page): Promise<number> {
  const tab = await page.context().newPage();
  await tab.goto('/user/me');
  const title = tab.getByTestId('inventory').getByRole('heading', { level: 2 });
  await expect(title).toContainText('Inventory');
  const n = Number(/(\d+)/.exec(await title.innerText())?.[1] ?? 'NaN');
  await tab.close();
  return n;
}

/** Every seat's rolled items, by seat and round: what the page shows. */
function seatItems(page: Page) {
  return page.getByTestId('seat').evaluateAll((seats) =>
    seats.map((s) => ({
      seat: s.getAttribute('data-seat'),
      won: s.getAttribute('data-won'),
      items: [...s.querySelectorAll('[data-testid="seat-item"]')]
        .map((i) => `${i.getAttribute('data-round')}:${i.querySelector('.seat__item-name')?.textContent}:${i.querySelector('[data-testid="seat-item-price"]')?.textContent}`)
        .sort(),
    })),
  );
}

async function secondPlayer(browser: Browser, baseURL: string, player: string): Promise<[Page, string[]]> {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL }]);
  const page = await ctx.newPage();
  const errors = watchConsole(page, player);
  await signIn(page, player, '/');
  return [page, errors];
}

test('two players play a private 1v1 of three cases to the end, then a rematch whose countdown survives a reload', async ({ page, browser, baseURL }) => {
  test.setTimeout(200_000);
  await signIn(page, 'demo5', '/');
  const [other, otherErrors] = await secondPlayer(browser, baseURL!, 'demo6');
  const heldBefore = { a: await held(page), b: await held(other) };

  // The create page: the draft of cases is kept in local storage.
  await page.goto('/casebattle/create');
  await page.evaluate(() => localStorage.removeItem('case-battle-draft'));
  await page.reload();
  await expect(page.getByTestId('case-tile').first()).toBeVisible();
  // The case groups in the page's language.
  await expect(page.getByTestId('case-picker')).toContainText('New cases');
  await expect(page.getByTestId('case-picker')).not.toContainText('catalog.group');
  if (await page.getByTestId('accept-rules').isVisible()) await page.getByTestId('accept-rules').click();
  await expect(page.getByTestId('accept-rules')).toHaveCount(0);
  await page.getByTestId('case-search').fill('case');
  const tile = page.getByTestId('case-tile').first();
  await tile.click();
  await tile.click();
  await tile.click();
  await expect(page.getByTestId('draft-count')).toHaveText('3');
  await page.reload();
  await expect(page.getByTestId('draft-count')).toHaveText('3');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('case-battle-draft') ?? '[]'));
  expect(stored).toEqual([{ case: expect.objectContaining({ id: expect.any(String), price: expect.any(String) }), count: 3 }]);
  await expect(page.getByTestId('battle-duration')).toHaveText('36 seconds');
  await page.getByTestId('privacy-private').click();
  const seat = cents(await page.getByTestId('seat-price').innerText());
  expect(cents(await page.getByTestId('create-cost').innerText())).toBe(seat);
  await shot(page, 'battle-create');
  const a0 = await balance(page);
  await page.getByTestId('create-battle').click();
  await page.waitForURL(/\/casebattle\/\d+\?key=/);
  const id = /\/casebattle\/(\d+)/.exec(page.url())![1];
  await expect.poll(() => balance(page)).toBe(a0 - seat);
  await expect(page.getByTestId('battle-status')).toContainText('1 of 2 seats taken');
  // The creator's battles, in a tab of their own, follow it live.
  const mine = await page.context().newPage();
  await mine.goto('/casebattle/my');
  const myCard = mine.locator(`[data-testid="battle-card"][data-battle-id="${id}"]`);
  await expect(myCard).toHaveAttribute('data-state', 'new');

  // The second player joins through the private link.
  const link = await page.getByTestId('battle-private-link').inputValue();
  expect(link).toContain(`/casebattle/${id}?key=`);
  const b0 = await balance(other);
  await other.goto(link);
  await expect(other.getByTestId('join-seat')).toContainText(`Join for`);
  await other.getByTestId('join-seat').click();
  await expect.poll(() => balance(other)).toBe(b0 - seat);
  // The last seat started it: both see the countdown, then the rounds.
  for (const p of [page, other]) await expect(p.getByTestId('battle-state')).toHaveText('Playing');
  await expect(myCard).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('battle-status')).toHaveAttribute('data-phase', /intro|spin/);
  await shot(other, 'battle-intro');

  // Round 1 lands; a reload mid-battle shows the same round 1.
  await expect(page.locator('[data-seat="0"] [data-testid="seat-item"]')).toHaveCount(1, { timeout: 20_000 });
  await shot(page, 'battle-round1');
  const round1 = (await seatItems(page)).map((s) => s.items.filter((i) => i.startsWith('1:')));
  await other.reload();
  await expect(other.locator('[data-seat="1"] [data-testid="seat-item"][data-round="1"]')).toHaveCount(1);
  expect((await seatItems(other)).map((s) => s.items.filter((i) => i.startsWith('1:')))).toEqual(round1);
  // Nothing of the battle is on the live feed before its end: no spoiler.
  for (const p of [page, other]) for (const n of ['Demo Player 5', 'Demo Player 6']) await expect(feedOf(p, n)).toHaveCount(0);

  // The end: the same winner and rounds for both.
  for (const p of [page, other]) await expect(p.getByTestId('battle-winner')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'battle-finished');
  const seen = await seatItems(page);
  expect(await seatItems(other)).toEqual(seen);
  expect(seen.every((s) => s.items.length === 3)).toBe(true);
  expect(seen.filter((s) => s.won === 'true')).toHaveLength(1);
  await expect(other.getByTestId('battle-total')).toHaveText(await page.getByTestId('battle-total').innerText());
  // Settling moves no balance; the winner holds every item rolled.
  expect(await balance(page)).toBe(a0 - seat);
  expect(await balance(other)).toBe(b0 - seat);
  const aWon = seen.find((s) => s.seat === '0')!.won === 'true';
  const [winner, loser] = aWon ? [page, other] : [other, page];
  expect({ a: await held(page), b: await held(other) }).toEqual({ a: heldBefore.a + (aWon ? 6 : 0), b: heldBefore.b + (aWon ? 0 : 6) });
  await expect(winner.getByTestId('battle-status')).toHaveText('You won this battle!');
  await expect(loser.getByTestId('battle-status')).toHaveText('You lost this battle.');
  await expect(myCard).toHaveAttribute('data-state', 'finished');
  await mine.close();
  // The winner's items reach the live feed at the end, like a case's wins.
  const winnerName = aWon ? 'Demo Player 5' : 'Demo Player 6';
  const rolled = new Set(seen.flatMap((s) => s.items.map((i) => i.split(':')[1])));
  await expect(feedOf(loser, winnerName).first()).toBeVisible({ timeout: 15_000 });
  const onFeed = await feedOf(loser, winnerName).evaluateAll((items) => items.map((i) => i.getAttribute('title')!.split(' · ')[1]));
  expect(onFeed.length).toBeGreaterThan(0);
  for (const name of onFeed) expect(rolled.has(name)).toBe(true);

  // The verifier recomputes it, on the server and in the browser.
  const verify = await page.context().newPage();
  await verify.goto(`/fair?battle=${id}&key=${encodeURIComponent(new URL(link).searchParams.get('key')!)}`);
  await expect(verify.getByTestId('battle-verdict')).toHaveText('Everything matches: this battle was played fairly.');
  await expect(verify.getByTestId('verify-roll')).toHaveCount(6);
  await expect(verify.getByTestId('battle-local-check')).toHaveClass(/is-ok/);
  await shot(verify, 'battle-verifier');
  await verify.close();
  await expect(page.getByTestId('battle-verify-link')).toHaveAttribute('href', new RegExp(`/fair\\?battle=${id}&key=`));

  // The loser offers a rematch; the winner sees its countdown, which survives a reload.
  await expect(winner.getByTestId('rematch')).toHaveAttribute('data-state', 'none');
  await loser.getByTestId('rematch-offer').click();
  await expect(loser.getByTestId('rematch')).toHaveAttribute('data-state', 'created');
  await expect(loser.getByTestId('rematch-waiting')).toBeVisible();
  await expect(winner.getByTestId('rematch-countdown')).toBeVisible();
  await winner.waitForTimeout(2500);
  const before = Number(await winner.getByTestId('rematch-countdown').getAttribute('data-ms'));
  expect(before).toBeLessThan(58_500);
  expect(before).toBeGreaterThan(40_000);
  const storedEnd = await winner.evaluate(() => JSON.parse(localStorage.getItem('battle-rematch') ?? '{}'));
  expect(Object.values(storedEnd)).toHaveLength(1);
  await winner.reload();
  await expect(winner.getByTestId('rematch-countdown')).toBeVisible();
  const after = Number(await winner.getByTestId('rematch-countdown').getAttribute('data-ms'));
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 15_000);
  expect(await winner.evaluate(() => JSON.parse(localStorage.getItem('battle-rematch') ?? '{}'))).toEqual(storedEnd);
  await winner.getByTestId('rematch').scrollIntoViewIfNeeded();
  await shot(winner, 'battle-rematch');

  // The winner accepts: the rematch starts at once and both go there, in their old seats, charged again.
  const [wBefore, lBefore] = [await balance(winner), await balance(loser)];
  await winner.getByTestId('rematch-accept').click();
  for (const p of [winner, loser]) {
    await p.waitForURL((u) => /\/casebattle\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${id}`));
    await expect(p.getByTestId('battle-state')).toHaveText('Playing');
  }
  expect(new URL(winner.url()).pathname).toBe(new URL(loser.url()).pathname);
  await expect.poll(() => balance(winner)).toBe(wBefore - seat);
  await expect.poll(() => balance(loser)).toBe(lBefore - seat);
  await expect(page.locator('[data-seat="0"] [data-testid="seat-name"]')).toHaveText('Demo Player 5');
  await expect(page.locator('[data-seat="1"] [data-testid="seat-name"]')).toHaveText('Demo Player 6');
  // The offer is closed: its countdown is no longer kept.
  await expect.poll(() => winner.evaluate(() => localStorage.getItem('battle-rematch'))).toBeNull();
  // The rematch plays to its end too (and leaves the active list for the next test).
  for (const p of [winner, loser]) await expect(p.getByTestId('battle-winner')).toBeVisible({ timeout: 50_000 });
  expect(await seatItems(winner)).toEqual(await seatItems(loser));

  expect(otherErrors).toEqual([]);
  await other.context().close();
});

test('a 2x2 against bots finishes while a visitor watches the active list and the count', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // A visitor on the active list: presets fill it while few battles run.
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const watcher = await ctx.newPage();
  const watcherErrors = watchConsole(watcher, 'watcher');
  await watcher.goto('/casebattle');
  await expect(watcher).toHaveURL(/\/casebattle\/active$/);
  await expect(watcher.getByTestId('battles-page')).toBeVisible();
  const presets = await watcher.getByTestId('battle-preset').count();
  expect(presets).toBeGreaterThanOrEqual(2);
  expect(presets).toBeLessThanOrEqual(4);
  const count = watcher.getByRole('navigation', { name: 'Game modes' }).getByTestId('active-battles-count');
  const countBefore = (await count.count()) ? Number(await count.innerText()) : 0;

  await signIn(page, 'demo7', '/casebattle/create');
  await page.evaluate(() => localStorage.removeItem('case-battle-draft'));
  await page.reload();
  await page.getByTestId('case-tile').first().click();
  await page.getByTestId('players-2x2').click();
  await page.getByTestId('side-1').click();
  const seat = cents(await page.getByTestId('seat-price').innerText());
  const a0 = await balance(page);
  await page.getByTestId('create-battle').click();
  await page.waitForURL(/\/casebattle\/\d+$/);
  const id = /\/casebattle\/(\d+)/.exec(page.url())![1];
  // The creator sits in the first seat of the side chosen.
  await expect(page.locator('[data-seat="2"] [data-testid="seat-name"]')).toHaveText('Demo Player 7');

  // It appears in the visitor's list and count without a reload.
  const card = watcher.locator(`[data-testid="battle-card"][data-battle-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'new');
  await expect(count).toHaveText(String(countBefore + 1));
  await shot(watcher, 'battles-active');

  // The creator fills the other seats with bots, paid for them, and it starts at once.
  await page.getByTestId('call-bots').click();
  await expect(page.getByTestId('battle-state')).toHaveText('Playing');
  await expect.poll(() => balance(page)).toBe(a0 - 4 * seat);
  await expect(page.locator('[data-testid="seat-name"]')).toHaveText(['Bot', 'Bot', 'Demo Player 7', 'Bot']);
  await expect(card).toHaveAttribute('data-state', 'active');
  // The visitor opens it from the list and watches it live.
  await card.getByTestId('battle-card-open').click();
  await expect(watcher).toHaveURL(new RegExp(`/casebattle/${id}$`));
  // On a phone the teams stack.
  await watcher.setViewportSize({ width: 375, height: 812 });
  await expect(watcher.getByTestId('seat')).toHaveCount(4);
  await shot(watcher, 'battle-2x2-phone');
  for (const p of [page, watcher]) await expect(p.getByTestId('battle-winner')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'battle-2x2-finished');
  // One team wins: both its seats; the visitor saw the same.
  const won = await page.getByTestId('seat').evaluateAll((ss) => ss.filter((s) => s.getAttribute('data-won') === 'true').map((s) => Number(s.getAttribute('data-seat'))));
  expect([[0, 1], [2, 3]]).toContainEqual(won);
  expect(await seatItems(watcher)).toEqual(await seatItems(page));
  await expect(watcher.getByTestId('rematch')).toHaveCount(0);
  // Its clock has run out: it left the active list (spec 4) and the count.
  await watcher.getByRole('link', { name: 'Case battles' }).first().click();
  await expect(watcher.getByTestId('battles-page')).toBeVisible();
  await expect(watcher.locator(`[data-testid="battle-card"][data-battle-id="${id}"]`)).toHaveCount(0);
  if (countBefore === 0) await expect(count).toHaveCount(0);
  else await expect(count).toHaveText(String(countBefore));

  expect(watcherErrors).toEqual([]);
  await ctx.close();
});

test('the creator cancels a battle only once confirmed, refunded; bots cost nothing more when the creator paid every seat', async ({ page }) => {
  await signIn(page, 'demo7', '/casebattle/create');
  await page.evaluate(() => localStorage.removeItem('case-battle-draft'));
  await page.reload();
  await page.getByTestId('case-tile').first().click();
  await page.getByTestId('players-3').click();
  await page.getByTestId('paymode-creator').click();
  const seat = cents(await page.getByTestId('seat-price').innerText());
  expect(cents(await page.getByTestId('create-cost').innerText())).toBe(3 * seat);
  const a0 = await balance(page);
  await page.getByTestId('create-battle').click();
  await page.waitForURL(/\/casebattle\/\d+$/);
  await expect.poll(() => balance(page)).toBe(a0 - 3 * seat);
  // Every seat is paid: the bots cost nothing more, and the button says so.
  await expect(page.getByTestId('call-bots')).toHaveText('Fill with bots');
  // Canceling asks first; keeping it changes nothing.
  await page.getByTestId('leave-battle').click();
  await expect(page.getByRole('dialog')).toContainText('Cancel this battle?');
  await shot(page, 'battle-cancel-confirm');
  await page.getByTestId('cancel-battle-keep').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('battle-state')).toHaveText('Waiting for players');
  await page.getByTestId('leave-battle').click();
  await page.getByTestId('cancel-battle-confirm').click();
  await expect(page.getByTestId('battle-state')).toHaveText('Canceled');
  await expect.poll(() => balance(page)).toBe(a0);
});

test('the case_battle restriction hides the link and sends the routes home', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'CY' } });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const page = await ctx.newPage();
  const errors = watchConsole(page, 'CY');
  // A battle that does not exist is a 404 page; restricted, it still goes home.
  allowMissing(page, '/casebattle/999999');
  for (const path of ['/casebattle/active', '/casebattle/create', '/casebattle/999999']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('case-group').first()).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Game modes' }).getByRole('link', { name: /Case battles/ })).toHaveCount(0);
  expect(errors).toEqual([]);
  await ctx.close();
});

test('the battle pages in Russian, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ru/casebattle/active');
  await expect(page.getByTestId('battles-page')).toContainText('Кейс-батлы');
  await expect(page.getByTestId('battles-tab-my')).toHaveText('Мои батлы');
  await page.getByTestId('battles-tab-my').click();
  await expect(page.getByTestId('battles-sign-in')).toContainText('Войдите');
  await page.goto('/ru/casebattle/create');
  await expect(page.getByTestId('battle-draft')).toContainText('Ваш батл');
  await shot(page, 'battle-create-phone-ru');
});

test('every balance still equals its ledger after the battles', () => {
  // The server's own check (casefront verify-ledger), on the run's database.
  // A disagreement exits non-zero, which throws here.
  const here = path.dirname(new URL(import.meta.url).pathname);
  const out = execFileSync(path.resolve(here, '..', process.env.CASEFRONT_BIN ?? '../bin/casefront'), ['verify-ledger'], {
    env: { ...process.env, DATABASE_URL: `sqlite://${path.join(process.env.E2E_DB_DIR!, 'e2e.db')}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(out).toContain('ledger ok');
});
