import { test, expect, signIn, shot } from './fixtures';

// A new player predicts a playoff match of cologne-2025 (the demo's ongoing
// tournament); a vote on a match that has started is refused by the server,
// whose answer the card shows (this browser's clock is set two hours back, so
// the page still offers that match); an operator enters the playoffs'
// results through the staff mutation, and the scoring job brings the
// player's points, rank and paid prize to the page.
test('predict, a late vote refused, results bring points and the prize', async ({ page, browser, baseURL }) => {
  await page.clock.setFixedTime(new Date(Date.now() - 2 * 3600_000));
  await signIn(page, 'new', '/pick-em/cologne-2025');
  await expect(page.getByTestId('pickem-page')).toBeVisible();
  const playoffs = page.locator('[data-testid="pickem-stage"][data-kind="playoffs"]');
  const matches = playoffs.getByTestId('pickem-match');
  await expect(matches).toHaveCount(4);

  // The second playoff match starts in 3 hours: predicted with a tap.
  const open = matches.nth(1);
  const pick = open.getByTestId('pickem-team').first();
  const team = await pick.getAttribute('data-team');
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');

  // The first started an hour ago: the server refuses and writes nothing.
  const late = matches.nth(0);
  await late.getByTestId('pickem-team').first().click();
  await expect(late.getByTestId('pickem-error')).toHaveText('this match has started: predictions are locked');
  await expect(late.locator('[aria-pressed="true"]')).toHaveCount(0);
  await shot(page, 'pickem');

  // The operator enters every playoff result: team A wins each.
  const results = await Promise.all(
    (await matches.all()).map(async (m) => ({ id: Number(await m.getAttribute('data-id')), winner: await m.getByTestId('pickem-team').first().getAttribute('data-team') })),
  );
  const ctx = await browser.newContext({ baseURL });
  await ctx.addCookies([{ name: 'consent', value: '1', url: baseURL! }]);
  const mod = await ctx.newPage();
  await signIn(mod, 'demomod');
  const answers = await mod.evaluate(async (rs) => {
    const out: unknown[] = [];
    for (const r of rs) {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('user-token')}` },
        body: JSON.stringify({
          query: 'mutation($s: String!, $id: Int!, $w: String!) { enterTournamentResult(slug: $s, matchId: $id, winner: $w) { stageComplete } }',
          variables: { s: 'cologne-2025', id: r.id, w: r.winner },
        }),
      });
      out.push(await res.json());
    }
    return out;
  }, results);
  expect(JSON.stringify(answers.at(-1))).toContain('"stageComplete":true');
  await ctx.close();

  // The job scores the final stage and pays: 2 points (a playoff pick), rank 1, the prize paid.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('pickem-prize')).toContainText('Prize paid', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('pickem-points')).toHaveText('2 points');
  await expect(page.getByTestId('pickem-rank')).toHaveText('Rank #1');
  await expect(open.locator(`[data-team="${team}"]`)).toHaveClass(/pickem__team--won/);
});
