import { test, expect, signIn, shot, chunkFile } from './fixtures';

// What every case opening shares: the result in view on the first screen,
// and the game sounds, files fetched on the first unmuted play only.

const CASE = '/recoil-case';

for (const [name, viewport] of [
  ['a 1366×800 laptop', { width: 1366, height: 800 }],
  ['a 390×844 phone', { width: 390, height: 844 }],
] as const) {
  test(`the open result and its Sell button are in view without scrolling on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'new', CASE);
    await page.getByTestId('fast-toggle').first().check();
    await page.getByTestId('open-case').click();
    await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('won-item')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('sell-drop')).toBeInViewport({ ratio: 1 });
    await shot(page, `case-result-${viewport.width}x${viewport.height}`);
  });
}

test('the game sounds are small audio files fetched on the first unmuted play, none before and none when muted', async ({ page }) => {
  const sounds: { url: string; status: number; type: string; size: number }[] = [];
  page.on('response', async (r) => {
    if (!/\.mp3(\?|$)/.test(r.url())) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    sounds.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '', size: body.length });
  });
  await signIn(page, 'new', CASE);
  await expect(page.getByTestId('open-case')).toBeVisible();
  expect(sounds, 'no sound before a play').toEqual([]);

  // Muted: still nothing.
  await page.evaluate(() => localStorage.setItem('isMute', 'true'));
  await page.reload();
  await page.getByTestId('fast-toggle').first().check();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  expect(sounds, 'no sound when muted').toEqual([]);

  // Unmuted: the reel's tick, the result's chime and the celebration's fanfare load.
  await page.evaluate(() => localStorage.setItem('isMute', 'false'));
  await page.reload();
  await page.getByTestId('open-case').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 15_000 });
  // Built file names are hashes: the build's manifest names them.
  const files = ['rare', 'tick', 'win'].map((n) => chunkFile(`src/features/play/sounds/${n}.mp3`));
  await expect.poll(() => sounds.map((s) => s.url.replace(/^.*\//, '').replace(/\?.*$/, '')).sort()).toEqual([...files].sort());
  for (const s of sounds) {
    expect(s.status).toBe(200);
    expect(s.type).toBe('audio/mpeg');
    expect(s.size).toBeGreaterThan(300);
    expect(s.size).toBeLessThan(40_000);
  }
});
