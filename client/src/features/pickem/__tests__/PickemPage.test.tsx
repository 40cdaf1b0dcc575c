import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ApiError } from '../../../app/errors/ApiError';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
let mockData: object;
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import PickemPage from '../PickemPage';

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const match = (id: number, startsIn: number, over: object = {}) => ({
  matchId: id, teamA: 'Vitality', teamB: 'Spirit', startsAt: at(startsIn), bestOf: 3, winner: null, pick: '', correct: null, ...over,
});
const page = (over: object = {}) => ({
  tournament: {
    slug: 'cologne-2025', name: 'IEM Cologne 2025', status: 'ongoing', startsAt: at(-48 * HOUR), endsAt: at(48 * HOUR),
    prizeDescription: '1st: $50', participants: 3, available: true, joined: true, points: 2, rank: null,
  },
  tournamentStages: [
    { stageId: 1, kind: 'group', name: 'Group stage', points: 1, final: false, resultsComplete: true,
      matches: [match(1, -30 * HOUR, { winner: 'Vitality', pick: 'Vitality', correct: true })] },
    { stageId: 2, kind: 'playoffs', name: 'Playoffs', points: 2, final: true, resultsComplete: false,
      matches: [match(2, -HOUR), match(3, 3 * HOUR + 5000, { pick: 'Spirit' })] },
  ],
  tournamentPrize: { prize: null, payout: null },
  tournamentWinners: [{ rank: 1, userId: 7, nickname: 'Ace', points: 2, paid: false, prize: { money: '50.00', crystals: 0, caseName: 'Recoil', caseId: 3 } }],
  me: { id: 'VXNlcjox' },
  ...over,
});

function show(slug = 'cologne-2025') {
  return render(
    <MemoryRouter initialEntries={[`/pick-em/${slug}`]}>
      <IntlMessages lang="en" namespaces={['shell', 'pickem']}>
        <Routes>
          <Route path="/pick-em/:slug" element={<PickemPage notFound={<p data-testid="nf">404</p>} />} />
        </Routes>
      </IntlMessages>
    </MemoryRouter>,
  );
}

const card = (id: number) => screen.getAllByTestId('pickem-match').find((c) => c.dataset.id === String(id))!;
const team = (id: number, name: string) => card(id).querySelector(`[data-team="${name}"]`) as HTMLButtonElement;

beforeAll(() => loadNamespaces('en', ['shell', 'pickem']));
beforeEach(() => {
  mockCommit.mockReset();
  mockData = page();
});

describe('the pick-em page', () => {
  it('shows stages, results, the pick, points and a lock countdown per open match', () => {
    show();
    expect(screen.getAllByTestId('pickem-stage')).toHaveLength(2);
    expect(card(1).querySelector('[data-testid="pickem-winner"]')?.textContent).toBe('Winner: Vitality');
    expect(card(1).querySelector('[data-testid="pickem-correct"]')?.textContent).toBe('Correct');
    expect(card(2).querySelector('[data-testid="pickem-locked"]')).not.toBeNull();
    expect(card(3).querySelector('[data-testid="pickem-countdown"]')?.textContent).toMatch(/^Locks in 03:00:0\d$/);
    expect(team(3, 'Spirit').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pickem-points').textContent).toBe('2 points');
    expect(screen.getByTestId('pickem-leaderboard').textContent).toContain('$50.00 + Case: Recoil');
  });

  it('predicts an open match with a tap, and a started one cannot be tapped', () => {
    show();
    expect(team(2, 'Vitality').disabled).toBe(true);
    fireEvent.click(team(3, 'Vitality'));
    expect(mockCommit).toHaveBeenCalledTimes(1);
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ matchId: 3, team: 'Vitality' });
  });

  it("shows the server's refusal on the card", () => {
    show();
    fireEvent.click(team(3, 'Vitality'));
    act(() => mockCommit.mock.calls[0][0].onError(new ApiError('api.pickem_vote_locked', 'this match has started: predictions are locked', 200)));
    expect(card(3).querySelector('[data-testid="pickem-error"]')?.textContent).toBe('this match has started: predictions are locked');
  });

  it('closes the card when the countdown reaches the lock', () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      show();
      expect(team(3, 'Vitality').disabled).toBe(false);
      act(() => jest.advanceTimersByTime(3 * HOUR + 6000));
      expect(card(3).querySelector('[data-testid="pickem-locked"]')).not.toBeNull();
      expect(team(3, 'Vitality').disabled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the rank and the paid prize; a visitor is asked to sign in and cannot predict', () => {
    mockData = page({
      tournament: { ...page().tournament as object, rank: 1 },
      tournamentPrize: { prize: { money: '50.00', crystals: 0, caseName: 'Recoil', caseId: 3 }, payout: { rank: 1 } },
    });
    const { unmount } = show();
    expect(screen.getByTestId('pickem-rank').textContent).toBe('Rank #1');
    expect(screen.getByTestId('pickem-prize').textContent).toBe('Prize paid: $50.00 + Case: Recoil');
    unmount();
    mockData = page({ me: null });
    show();
    expect(screen.getByTestId('pickem-signin')).toBeTruthy();
    expect(team(3, 'Vitality').disabled).toBe(true);
  });

  it('is not found for a slug that names no event', () => {
    show('nope-2030');
    expect(screen.getByTestId('nf')).toBeTruthy();
  });
});
