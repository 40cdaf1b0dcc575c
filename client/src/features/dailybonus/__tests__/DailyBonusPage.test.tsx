import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

let mockToken: string | null = 't';
let mockRestrictions: string[] = [];
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => mockToken }));
jest.mock('../../../app/state/settings', () => ({ useRestrictions: () => mockRestrictions }));

const mockData: { current: unknown } = { current: null };
const mockVariables = jest.fn();
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (_q: unknown, variables: unknown) => {
    mockVariables(variables);
    return mockData.current;
  },
  useMutation: () => [mockCommit, false],
  useRelayEnvironment: () => ({ retain: () => ({ dispose() {} }) }),
}));

import DailyBonusPage from '../DailyBonusPage';

const feed = (id: string, name: string, price: string) => ({ id, nickname: 'Demo Player 2', marketHashName: name, rarity: 'classified', image: '', price, createdAt: '2026-11-24T10:00:00Z' });
const dailyBonus = (over: object = {}) => ({
  available: true,
  daysLeft: 7,
  level: 3,
  topupsSum: '25.00',
  lastOpenedToday: false,
  nextAt: null,
  tier: 1,
  maxWin: '5.00',
  case: { id: 'C109', alias: 'daily-bonus', name: 'Daily Bonus', image: '' },
  ...over,
});
function answer(bonus: object | null, mine: object[] = []) {
  mockData.current = {
    dailyBonus: bonus,
    dailyBonusTop: [feed('F1', 'AWP | Atheris (Field-Tested)', '4.20')],
    dailyBonusHistory: [feed('F2', 'MP9 | Slide (Minimal Wear)', '0.12'), feed('F1', 'AWP | Atheris (Field-Tested)', '4.20')],
    myDailyBonusOpens: bonus ? { edges: mine.map((node) => ({ node })) } : null,
    me: bonus ? { id: 'U1', nickname: 'Demo Player 1', avatar: '', levelBasedOnXp: 3 } : null,
  };
}

beforeAll(() => loadNamespaces('en', ['shell', 'cases', 'dailybonus', 'api']));
beforeEach(() => {
  mockToken = 't';
  mockRestrictions = [];
  mockCommit.mockReset();
  mockVariables.mockReset();
});

function show() {
  return render(
    <IntlMessages lang="en" namespaces={['shell', 'cases', 'dailybonus', 'api']}>
      <MemoryRouter>
        <DailyBonusPage />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it('offers today’s bonus with the days left, the tier and the best win', async () => {
  answer(dailyBonus(), [{ id: 'D1', createdAt: '2026-11-23T08:00:00Z', price: '0.40', item: { marketHashName: 'P250 | Sand Dune (Field-Tested)', rarity: 'consumer', image: '' } }]);
  show();
  expect((await screen.findByTestId('daily-page')).getAttribute('data-state')).toBe('available');
  expect(mockVariables).toHaveBeenCalledWith({ signedIn: true });
  expect(screen.getByTestId('daily-days-left').textContent).toBe('7 days left');
  expect(screen.getByTestId('daily-tier').textContent).toBe('1');
  expect(screen.getByTestId('daily-max-win').textContent).toBe('$5.00');
  expect(screen.getByText('Your daily bonus is ready!')).toBeTruthy();
  // Top drops, the latest, and the player's own.
  expect(screen.getByTestId('daily-top').querySelectorAll('[data-testid="daily-drop"]')).toHaveLength(1);
  expect(screen.getByTestId('daily-history').querySelectorAll('[data-testid="daily-drop"]')).toHaveLength(2);
  expect(screen.getByTestId('daily-mine').textContent).toContain('P250 | Sand Dune (Field-Tested)');

  fireEvent.click(screen.getByTestId('daily-open'));
  expect(mockCommit).toHaveBeenCalledTimes(1);
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ fast: false });
});

it('counts down to the next bonus once opened today', async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 24, 20, 0, 0) });
  try {
    answer(dailyBonus({ available: false, lastOpenedToday: true, nextAt: '2026-11-25T00:00:00Z', daysLeft: 6 }));
    show();
    expect((await screen.findByTestId('daily-page')).getAttribute('data-state')).toBe('opened');
    expect(screen.getByTestId('daily-countdown').textContent).toBe('Next bonus in 04:00:00');
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByTestId('daily-countdown').textContent).toBe('Next bonus in 03:58:59');
    expect(screen.queryByTestId('daily-open')).toBeNull();
    expect(screen.getByTestId('daily-days-left').textContent).toBe('6 days left');
  } finally {
    jest.useRealTimers();
  }
});

it('says the window is closed when no day is left, and offers a top-up', async () => {
  answer(dailyBonus({ available: false, daysLeft: 0, tier: 4, maxWin: '0.00' }));
  show();
  expect((await screen.findByTestId('daily-page')).getAttribute('data-state')).toBe('closed');
  expect(screen.getByTestId('daily-closed').textContent).toContain('Each top-up opens it again for 7 days');
  expect(screen.getByTestId('daily-refill').getAttribute('href')).toBe('/pay');
  expect(screen.getByTestId('daily-days-left').textContent).toBe('No days left');
  // The top tier has no cap.
  expect(screen.getByTestId('daily-max-win').textContent).toBe('Any item of the case');
});

it('keeps the open button disabled, with the reason, under case_open_dailybonus', async () => {
  mockRestrictions = ['case_open_dailybonus'];
  answer(dailyBonus());
  show();
  const open = (await screen.findByTestId('daily-open')) as HTMLButtonElement;
  expect(open.disabled).toBe(true);
  expect(screen.getByTestId('open-unavailable').textContent).toBe('This feature is not available in your region.');
});

it('asks a visitor to sign in, and shows the drops without the player’s own', async () => {
  mockToken = null;
  answer(null);
  show();
  expect((await screen.findByTestId('daily-page')).getAttribute('data-state')).toBe('signIn');
  expect(mockVariables).toHaveBeenCalledWith({ signedIn: false });
  expect(screen.queryByTestId('daily-mine')).toBeNull();
  expect(screen.getByTestId('daily-history')).toBeTruthy();
  fireEvent.click(screen.getByTestId('daily-sign-in'));
  expect(ui.get().modals.map((m) => m.type)).toContain('login');
  act(() => ui.close('login'));
});
