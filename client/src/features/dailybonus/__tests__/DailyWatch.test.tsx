import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { shellDataOwn } from '../../../app/env/shellData';
import DailyWatch from '../DailyWatch';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => 't' }));
let mockRestrictions: string[] = [];
jest.mock('../../../app/state/settings', () => ({ useRestrictions: () => mockRestrictions }));

const mockBonus = { current: { available: true } as { available: boolean } | null };
const mockSubscribe = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => ({ dailyBonus: mockBonus.current }),
  useSubscription: (config: unknown) => mockSubscribe(config),
}));

beforeAll(() => loadNamespaces('en', ['shell', 'dailybonus']));
// The page has been drawn (the reminder loads after the first paint).
beforeAll(() => shellDataOwn());
beforeEach(() => {
  jest.useFakeTimers();
  mockRestrictions = [];
  mockBonus.current = { available: true };
  mockSubscribe.mockReset();
  delete document.documentElement.dataset.dailyBonus;
});
afterEach(() => jest.useRealTimers());

// The reminder shows once per page load (per module): the tests that show it come last.
async function show(path = '/') {
  const view = render(
    <IntlMessages lang="en" namespaces={['shell', 'dailybonus']}>
      <MemoryRouter initialEntries={[path]}>
        <DailyWatch />
      </MemoryRouter>
    </IntlMessages>,
  );
  await act(async () => {});
  return view;
}

async function after(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // The reminder's chunk and texts.
  for (let i = 0; i < 5; i++) await act(async () => {});
}

it('marks the page for the header link’s dot while the bonus is available, and follows dailyBonusChanged', async () => {
  const { unmount } = await show();
  expect(document.documentElement.dataset.dailyBonus).toBe('available');
  const config = mockSubscribe.mock.calls[0][0];
  expect(config.subscription.params.name).toBe('DailyWatchSubscription');
  expect(typeof config.updater).toBe('function');
  unmount();
  expect(document.documentElement.dataset.dailyBonus).toBeUndefined();
  mockBonus.current = { available: false };
  await show();
  expect(document.documentElement.dataset.dailyBonus).toBeUndefined();
});

it('does not remind when the bonus is not available, or on its own page', async () => {
  mockBonus.current = { available: false };
  const first = await show();
  await after(61_000);
  expect(screen.queryByTestId('daily-reminder')).toBeNull();
  first.unmount();
  mockBonus.current = { available: true };
  await show('/ru/dailybonus');
  await after(61_000);
  expect(screen.queryByTestId('daily-reminder')).toBeNull();
});

it('does nothing while the daily bonus is restricted', async () => {
  mockRestrictions = ['dailybonus'];
  await show();
  await after(61_000);
  expect(mockSubscribe).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.dailyBonus).toBeUndefined();
  expect(screen.queryByTestId('daily-reminder')).toBeNull();
});

it('reminds 60 s after landing with one of the five texts, linking to the daily bonus', async () => {
  await show();
  await after(59_000);
  expect(screen.queryByTestId('daily-reminder')).toBeNull();
  await after(1_000);
  const reminder = await screen.findByTestId('daily-reminder');
  const n = Number(reminder.getAttribute('data-text'));
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(5);
  expect(screen.getByTestId('daily-reminder-link').getAttribute('href')).toBe('/dailybonus');
  expect(reminder.textContent).toContain('Open the daily bonus');
});

it('reminds once per page load', async () => {
  await show();
  await after(61_000);
  expect(screen.queryByTestId('daily-reminder')).toBeNull();
});
