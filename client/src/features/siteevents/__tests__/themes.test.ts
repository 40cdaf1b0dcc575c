import { applyTheme, MAX_REFRESH_MS, MIN_REFRESH_MS, refreshDelay, runningEvents, THEMES } from '../themes';

const now = Date.parse('2026-12-02T12:00:00Z');
const ev = (eventId: number, inMs: number) => ({ eventId, type: 'site_event', name: `e${eventId}`, finishAt: new Date(now + inMs).toISOString() });

it('ignores events once their finish time has passed', () => {
  expect(runningEvents([ev(1, -1), ev(2, 0), ev(3, 1000)], now).map((e) => e.eventId)).toEqual([3]);
});

it('reads the events again at the soonest end, never sooner than a minute nor later than ten', () => {
  expect(refreshDelay([ev(1, 5 * 60_000), ev(2, 3 * 60_000)], now)).toBe(3 * 60_000);
  expect(refreshDelay([ev(1, 10_000)], now)).toBe(MIN_REFRESH_MS);
  expect(refreshDelay([ev(1, 5 * 3600_000)], now)).toBe(MAX_REFRESH_MS);
  expect(refreshDelay([ev(1, -5000)], now)).toBe(MAX_REFRESH_MS);
  expect(refreshDelay([], now)).toBe(MAX_REFRESH_MS);
});

it('knows every seasonal theme of the spec', () => {
  expect([...THEMES].sort()).toEqual(['blackfriday-2023', 'blackfriday-2024', 'cs2-sale', 'fest', 'halloween', 'halloween-2025', 'new-year-2024', 'new-year-2025']);
});

it('wears a known theme on the root element, takes it off for none, and lets the last call win', async () => {
  const root = document.createElement('html');
  await applyTheme('new-year-2025', root);
  expect(root.dataset.theme).toBe('new-year-2025');
  await applyTheme('', root);
  expect(root.dataset.theme).toBeUndefined();
  await applyTheme('no-such-theme', root);
  expect(root.dataset.theme).toBeUndefined();
  const slow = applyTheme('halloween', root);
  await applyTheme('', root);
  await slow;
  expect(root.dataset.theme).toBeUndefined();
});
