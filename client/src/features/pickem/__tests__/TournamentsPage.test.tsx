import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
let mockData: object;
jest.mock('react-relay', () => ({ ...jest.requireActual('react-relay'), useLazyLoadQuery: () => mockData }));

import TournamentsPage from '../TournamentsPage';
import PickemHistoryPage from '../PickemHistoryPage';

const wrap = (ui: ReactElement) =>
  render(
    <MemoryRouter>
      <IntlMessages lang="en" namespaces={['shell', 'pickem']}>{ui}</IntlMessages>
    </MemoryRouter>,
  );

beforeAll(() => loadNamespaces('en', ['shell', 'pickem']));

describe('the tournament list', () => {
  it('lists the tournaments with their status, linking to their pick-em page', () => {
    mockData = {
      tournaments: [
        { tournamentId: 1, slug: 'cologne-2025', name: 'IEM Cologne 2025', status: 'ongoing', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-10T00:00:00Z', participants: 2, joined: true, points: 4 },
        { tournamentId: 2, slug: 'katowice-2025', name: 'IEM Katowice 2025', status: 'finished', startsAt: '2025-01-29T00:00:00Z', endsAt: '2025-02-07T00:00:00Z', participants: 0, joined: false, points: 0 },
      ],
    };
    wrap(<TournamentsPage />);
    const cards = screen.getAllByTestId('tournament-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Ongoing');
    expect(cards[0].querySelector('a')?.getAttribute('href')).toBe('/pick-em/cologne-2025');
    expect(screen.getByTestId('tournament-joined').textContent).toBe('4 points');
    expect(cards[1].textContent).toContain('Finished');
  });
});

describe('the pick-em history', () => {
  it("shows the player's tournaments with points, correct picks and a paid prize", () => {
    mockData = {
      me: { id: 'x' },
      tournamentHistory: [{ correct: 2, votes: 3, tournament: { tournamentId: 1, slug: 'cologne-2025', name: 'IEM Cologne 2025', status: 'ongoing', points: 4, rank: 1 }, payout: { rank: 1 } }],
    };
    wrap(<PickemHistoryPage />);
    const row = screen.getByTestId('pickem-history-row');
    expect(row.textContent).toContain('4 points');
    expect(row.textContent).toContain('2 of 3 predictions correct');
    expect(row.textContent).toContain('Prize paid:');
  });

  it('says so when the player took part in none', () => {
    mockData = { me: { id: 'x' }, tournamentHistory: [] };
    wrap(<PickemHistoryPage />);
    expect(screen.getByTestId('pickem-history-empty')).toBeTruthy();
  });
});

describe('the pick-em history of a visitor', () => {
  it('asks them to sign in', () => {
    mockData = { me: null, tournamentHistory: [] };
    wrap(<PickemHistoryPage />);
    expect(screen.getByTestId('pickem-history-signin')).toBeTruthy();
    expect(screen.queryByTestId('pickem-history-empty')).toBeNull();
  });
});
