import { FLAGS_KEY, due, markShown, readFlags, resetCrystalFlags, writeFlags, type RewardState } from '../flags';

const r = (rewardType: string, received: boolean, available: boolean): RewardState => ({ rewardType, received, available });

beforeEach(() => localStorage.clear());

it('welcomes a player who received nothing today while something is ready, once', () => {
  const rewards = [r('visit', false, true), r('cases_3', false, false)];
  const flags = readFlags(localStorage, 'u1', '2026-12-04');
  expect(due(flags, rewards)).toBe('welcome');
  const after = markShown(flags, 'welcome', rewards);
  expect(after).toEqual({ viewer: 'u1', day: '2026-12-04', welcome: true, available: ['visit'] });
  expect(due(after, rewards)).toBeNull();
});

it('announces a reward that became ready after the welcome, and nothing when none is ready', () => {
  const shown = markShown(readFlags(localStorage, 'u1', 'd'), 'welcome', [r('visit', false, true)]);
  const later = [r('visit', false, true), r('cases_3', false, true)];
  expect(due(shown, later)).toBe('available');
  expect(due(markShown(shown, 'available', later), later)).toBeNull();
  expect(due(readFlags(localStorage, 'u1', 'd'), [r('visit', true, false), r('cases_3', false, false)])).toBeNull();
});

it('after a claim, does not welcome again but announces what is still ready', () => {
  const rewards = [r('visit', true, false), r('level_5', false, true)];
  resetCrystalFlags(localStorage, 'u1', 'd');
  const flags = readFlags(localStorage, 'u1', 'd');
  expect(flags).toEqual({ viewer: 'u1', day: 'd', welcome: false, available: [] });
  expect(due(flags, rewards)).toBe('available');
});

it('keeps the flags per viewer and day, and survives garbage', () => {
  writeFlags(localStorage, { viewer: 'u1', day: 'd1', welcome: true, available: ['visit'] });
  expect(readFlags(localStorage, 'u1', 'd1').welcome).toBe(true);
  expect(readFlags(localStorage, 'u2', 'd1')).toEqual({ viewer: 'u2', day: 'd1', welcome: false, available: [] });
  expect(readFlags(localStorage, 'u1', 'd2').available).toEqual([]);
  localStorage.setItem(FLAGS_KEY, '{not json');
  expect(readFlags(localStorage, 'u1', 'd1').welcome).toBe(false);
  localStorage.setItem(FLAGS_KEY, JSON.stringify({ viewer: 'u1', day: 'd1', welcome: true, available: 'visit' }));
  expect(readFlags(localStorage, 'u1', 'd1').welcome).toBe(false);
});
