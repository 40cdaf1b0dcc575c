import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from '../../../app/routing/router';
import { ui } from '../../../app/state/ui';
import { FLAGS_KEY } from '../flags';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/layout/viewer', () => ({ useViewer: () => ({ id: 'VXNlcjox' }) }));

type Item = { rewardType: string; received: boolean; available: boolean };
const mockList: { current: { day: string; items: Item[] } | null } = { current: null };
const mockFetch = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  fetchQuery: (...args: unknown[]) => {
    mockFetch(...args);
    return { toPromise: () => Promise.resolve({ dailyCrystals: mockList.current }) };
  },
}));

import CrystalWatch, { CRYSTAL_LINK, NOTICE_MS, NOTICE_TTL_MS, onOwnProfile } from '../CrystalWatch';

let go: (to: string) => void = () => {};
function Nav() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to) => navigate(to);
  }, [navigate]);
  return null;
}

const notify = jest.spyOn(ui, 'notify');

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(performance, 'now').mockReturnValue(0);
  localStorage.clear();
  mockFetch.mockClear();
  notify.mockClear();
  mockList.current = {
    day: '2026-12-04',
    items: [
      { rewardType: 'visit', received: false, available: true },
      { rewardType: 'cases_3', received: false, available: false },
    ],
  };
});
afterEach(() => jest.useRealTimers());

async function mount(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Nav />
      <CrystalWatch />
    </MemoryRouter>,
  );
  await act(async () => {});
  return view;
}
const settle = () => act(async () => {});
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

it('tells the own profile apart in any language', () => {
  expect(onOwnProfile('/user/me', 'VXNlcjox')).toBe(true);
  expect(onOwnProfile('/de/user/VXNlcjox', 'VXNlcjox')).toBe(true);
  expect(onOwnProfile('/user/VXNlcjoy', 'VXNlcjox')).toBe(false);
  expect(onOwnProfile('/user/me/history', 'VXNlcjox')).toBe(false);
  expect(onOwnProfile('/', 'VXNlcjox')).toBe(false);
});

it('welcomes 90 s after landing with a link to the section, then announces only what is new on each navigation', async () => {
  await mount('/');
  await wait(NOTICE_MS - 1000);
  expect(mockFetch).not.toHaveBeenCalled();
  await wait(1000);
  expect(mockFetch).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify.mock.calls[0][0]).toMatchObject({
    text: { id: 'dailycrystal.notice.welcome' },
    link: { to: CRYSTAL_LINK, label: { id: 'dailycrystal.notice.link' } },
  });
  expect(notify.mock.calls[0][1]).toBe(NOTICE_TTL_MS);
  expect(JSON.parse(localStorage.getItem(FLAGS_KEY)!)).toMatchObject({ welcome: true, available: ['visit'] });

  // Nothing new: read again, nothing shown.
  act(() => go('/recoil-case'));
  await settle();
  expect(mockFetch).toHaveBeenCalledTimes(2);
  expect(notify).toHaveBeenCalledTimes(1);

  // Three cases opened meanwhile: cases_3 is announced.
  mockList.current!.items[1].available = true;
  act(() => go('/upgrade'));
  await settle();
  expect(notify).toHaveBeenCalledTimes(2);
  expect(notify.mock.calls[1][0]).toMatchObject({ text: { id: 'dailycrystal.notice.available' } });
});

it('keeps quiet on the own profile, and when nothing is ready', async () => {
  await mount('/user/me');
  await wait(NOTICE_MS);
  expect(mockFetch).not.toHaveBeenCalled();
  act(() => go('/'));
  mockList.current!.items[0] = { rewardType: 'visit', received: true, available: false };
  await settle();
  expect(mockFetch).toHaveBeenCalledTimes(1);
  expect(notify).not.toHaveBeenCalled();
});

it('counts the 90 s from landing, not from when its code arrived', async () => {
  (performance.now as jest.Mock).mockReturnValue(NOTICE_MS + 5);
  await mount('/');
  await wait(0);
  expect(notify).toHaveBeenCalledTimes(1);
});
