import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
const mockHandle = jest.fn();
jest.mock('../../../app/errors/handle', () => ({ handleApiError: (...a: unknown[]) => mockHandle(...a) }));

let mockData: object;
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import SeasonPage from '../SeasonPage';
import { SWING_MS } from '../PinataBox';

const user = (id: string, nickname: string) => ({ id, nickname, avatar: '' });
const row = (position: number, u: ReturnType<typeof user>, points: number, reward: number) => ({ position, points, reward, user: u });
const me = user('U1', 'Me');

const event = (over: object = {}) => ({
  key: 'halloween-2025',
  status: 'running',
  startsAt: '2026-11-30T00:00:00Z',
  endsAt: '2026-12-23T00:00:00Z',
  candyRate: 10,
  pinataPrice: 100,
  offers: [{ offerId: 7, kind: 'skin', price: 50, stock: 3, case: null, item: { marketHashName: 'P250 | Sand Dune (Field-Tested)', rarity: 'milspec', image: '' }, customization: null }],
  pinata: { price: 100, totalWeight: 4, prizes: [{ weight: 3, item: { id: 'I1', marketHashName: 'P250 | Sand Dune (Field-Tested)', rarity: 'milspec', image: '' } }] },
  leaderboard: { day: '2026-12-02', userPosition: 12, nextReward: '2026-12-03T00:00:00Z', data: [row(1, user('U2', 'Top'), 900, 3876)], current: row(12, me, 40, 0) },
  history: [{ day: '2026-12-01', userPosition: 2, points: 500, rewardCandies: 2584 }],
  ...over,
});

function show() {
  return render(
    <MemoryRouter>
      <IntlMessages lang="en" namespaces={['shell', 'season']}>
        <SeasonPage route="halloween" title="event.halloween" />
      </IntlMessages>
    </MemoryRouter>,
  );
}

beforeAll(() => loadNamespaces('en', ['shell', 'season']));
beforeEach(() => {
  jest.useRealTimers();
  mockCommit.mockReset();
  mockHandle.mockReset();
  mockData = { me: { id: 'U1', candies: 120 }, seasonEvent: event() };
});

describe('the seasonal event page', () => {
  it('shows the candies, the shop, the leaderboard with the own row below the top, and the history', () => {
    show();
    expect(screen.getByTestId('season-candies').textContent).toContain('You have 120 candies');
    expect(screen.getByTestId('season-offer').textContent).toContain('Buy for 50 candies');
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(1);
    expect(screen.getByTestId('leaderboard-own').textContent).toContain('Me');
    expect(screen.getByTestId('leaderboard-position').textContent).toContain('Your place: #12');
    expect(screen.getByTestId('history-row').textContent).toContain('2,584 candies');
  });

  it('buys an offer by its id', () => {
    show();
    fireEvent.click(screen.getByText('Buy for 50 candies'));
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ id: 7 });
  });

  it('swings the piñata, then shows the prize with a verify link naming its roll', () => {
    jest.useFakeTimers();
    show();
    fireEvent.click(screen.getByTestId('pinata-open'));
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ event: 'halloween-2025' });
    expect(screen.getByTestId('pinata-art').className).toContain('swing');
    act(() =>
      mockCommit.mock.calls[0][0].onCompleted({
        openPinata: {
          nonce: 4,
          ticket: 1,
          drop: { id: 'D1', roll: 'pinata:halloween-2025:1', price: '0.10', item: { marketHashName: 'P250 | Sand Dune (Field-Tested)', rarity: 'milspec', image: '' } },
          seed: { serverSeedHash: 'abc', clientSeed: 'cs' },
        },
      }),
    );
    expect(screen.queryByTestId('pinata-drop')).toBeNull();
    act(() => jest.advanceTimersByTime(SWING_MS));
    const link = screen.getByTestId('pinata-verify');
    expect(link.getAttribute('href')).toContain('roll=pinata%3Ahalloween-2025%3A1');
    expect(link.getAttribute('href')).toContain('nonce=4');
  });

  it('cannot break the piñata without the candies', () => {
    mockData = { me: { id: 'U1', candies: 99 }, seasonEvent: event() };
    show();
    expect((screen.getByTestId('pinata-open') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an ended event with its final leaderboard', () => {
    mockData = { me: null, seasonEvent: event({ status: 'ended', leaderboard: { day: '2026-11-01', userPosition: 999, nextReward: null, data: [row(1, user('U2', 'Top'), 900, 3876)], current: null } }) };
    show();
    expect(screen.getByTestId('season-over').getAttribute('data-status')).toBe('ended');
    expect(screen.getByTestId('season-over-text').textContent).toContain('This event has ended');
    expect(screen.getByText('Final leaderboard')).toBeTruthy();
    expect(screen.getByTestId('leaderboard-position').textContent).toContain('not on the leaderboard');
    expect(screen.queryByTestId('season-pinata')).toBeNull();
  });

  it('shows a coming event and a route without an event', () => {
    mockData = { me: null, seasonEvent: event({ status: 'upcoming' }) };
    const { unmount } = show();
    expect(screen.getByTestId('season-over-text').textContent).toContain('has not started yet');
    unmount();
    mockData = { me: null, seasonEvent: null };
    show();
    expect(screen.getByTestId('season-over').getAttribute('data-status')).toBe('none');
  });
});
