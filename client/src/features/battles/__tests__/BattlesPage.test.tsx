import { act, fireEvent, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { loadNamespaces } from '../../../i18n/load';
import { harness, mount, settle, type Answer, type Harness } from './harness';
import BattlesPageQueryNode, { type BattlesPageQuery } from '../../../__generated__/BattlesPageQuery.graphql';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
let mockToken: string | null = 't';
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => mockToken }));
jest.mock('../../../app/layout/viewer', () => ({ refetchViewer: jest.fn() }));
const mockHandle = jest.fn();
jest.mock('../../../app/errors/handle', () => ({ handleApiError: (...a: unknown[]) => mockHandle(...a) }));

import BattlesPage from '../BattlesPage';

const CASES = [
  { id: 'C1', alias: 'alpha-case', name: 'Alpha Case', image: '', price: '2.25' },
  { id: 'C2', alias: 'beta-case', name: 'Beta Case', image: '', price: '3.10' },
];
const at = (ms: number) => new Date(ms).toISOString();

function listed(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    state: 'new',
    type: 'normal',
    privacy: 'public',
    paymode: 'each',
    choosingWinner: 'highest',
    playersCount: 2,
    usersCount: 1,
    seatPrice: '4.50',
    total: '0.00',
    revealedRounds: 0,
    winnerSeats: null,
    startedAt: null,
    delay: 26,
    seats: [{ seat: 0, isBot: false, user: { id: 'U1', nickname: 'Demo Player 1', avatar: '', level: 0 } }],
    rounds: [
      { round: 1, case: CASES[0] },
      { round: 2, case: CASES[0] },
    ],
    ...over,
  };
}

const PRESETS = [
  { key: 'duel', playersCount: 2, type: 'normal', seatPrice: '2.25', delay: 16, cases: [CASES[0]] },
  { key: 'duel_x3', playersCount: 2, type: 'normal', seatPrice: '6.75', delay: 36, cases: [CASES[0], CASES[0], CASES[0]] },
  { key: 'three_way', playersCount: 3, type: 'normal', seatPrice: '3.10', delay: 16, cases: [CASES[1]] },
  { key: 'teams', playersCount: 4, type: '2x2', seatPrice: '5.35', delay: 26, cases: CASES },
];

async function open(tab: 'active' | 'my' | 'top', battles: object[], answers: Record<string, Answer> = {}): Promise<Harness> {
  const h = harness({
    BattlesPageQuery: () => ({
      battles: tab === 'my' ? null : { total: battles.length, battles },
      battlePresets: tab === 'active' ? { show: 4, activeCount: 0, presets: PRESETS } : null,
      battleTopbar: { waiting: 1, playing: 2, finishedToday: 3, biggest: { id: 'B7', total: '99.00' } },
    }),
    ...answers,
  });
  const ref = loadQuery<BattlesPageQuery>(h.environment, BattlesPageQueryNode, { tab, isMy: tab === 'my', isActive: tab === 'active' });
  await mount(h, <BattlesPage queryRef={ref} />, ['battles', 'api'], `/casebattle/${tab}`);
  await settle();
  return h;
}

const cards = () => screen.queryAllByTestId('battle-card').map((c) => c.getAttribute('data-battle-id'));
const presets = () => screen.queryAllByTestId('battle-preset').map((p) => p.getAttribute('data-preset'));

beforeAll(() => loadNamespaces('en', ['shell', 'battles', 'api']));
beforeEach(() => {
  mockToken = 't';
  mockHandle.mockReset();
});

describe('the active list', () => {
  it('leaves out old battles (spec 4) and fills the list with presets (spec 9)', async () => {
    const now = Date.now();
    await open('active', [
      listed('B1'),
      listed('B2', { state: 'active', usersCount: 2, startedAt: at(now - 10_000), revealedRounds: 1 }),
      listed('B3', { state: 'finished', usersCount: 2, startedAt: at(now - 60_000) }),
    ]);
    expect(cards()).toEqual(['B1', 'B2']);
    // Two active battles: presets fill the list up to four.
    expect(presets()).toEqual(['duel', 'duel_x3']);
    expect(screen.getAllByTestId('battle-card')[1].textContent).toContain('Round 1 of 2');
    expect(screen.getByTestId('battles-topbar').textContent).toContain('$99.00');
  });

  it('follows activeBattlesChanged: more battles, fewer presets, never below two', async () => {
    const h = await open('active', []);
    expect(presets()).toEqual(['duel', 'duel_x3', 'three_way', 'teams']);
    expect(screen.getByTestId('battles-empty').textContent).toBe('No battle is running right now. Create one!');
    expect(h.subscribed()).toContain('BattlesPageActiveSubscription');
    await act(async () => h.push('BattlesPageActiveSubscription', { activeBattlesChanged: { total: 1, battles: [listed('B5')] } }));
    expect(cards()).toEqual(['B5']);
    expect(presets()).toHaveLength(3);
    const five = ['B5', 'B6', 'B8', 'B9', 'B10'].map((id) => listed(id));
    await act(async () => h.push('BattlesPageActiveSubscription', { activeBattlesChanged: { total: 5, battles: five } }));
    expect(cards()).toHaveLength(5);
    expect(presets()).toHaveLength(2);
  });

  it('creates a preset battle at once and goes to it', async () => {
    const h = await open('active', [], { BattlesPagePresetMutation: () => ({ createBattle: { id: 'B11' } }) });
    fireEvent.click(screen.getAllByTestId('battle-preset-create')[3]);
    await settle();
    expect(h.sent.find((s) => s.name === 'BattlesPagePresetMutation')?.variables).toEqual({
      input: { playersCount: 4, caseIds: ['C1', 'C2'], type: '2x2', side: 0, delay: 26 },
    });
    expect(screen.getByTestId('navigated').textContent).toBe('/casebattle/B11');
  });

  it('links each battle: join a free seat, watch the others', async () => {
    await open('active', [listed('B1'), listed('B2', { state: 'active', usersCount: 2, startedAt: at(Date.now()) })]);
    const links = screen.getAllByTestId('battle-card-open');
    expect(links.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([
      ['/casebattle/B1', 'Join'],
      ['/casebattle/B2', 'Watch'],
    ]);
  });
});

describe('the other tabs', () => {
  it('top: the finished battles with their totals and winners', async () => {
    await open('top', [
      listed('B4', {
        state: 'finished',
        usersCount: 2,
        total: '12.30',
        winnerSeats: [1],
        seats: [
          { seat: 0, isBot: false, user: { id: 'U1', nickname: 'Demo Player 1', avatar: '', level: 0 } },
          { seat: 1, isBot: true, user: null },
        ],
      }),
    ]);
    expect(cards()).toEqual(['B4']);
    expect(screen.getByTestId('battle-card').textContent).toContain('$12.30');
    expect(screen.getAllByTestId('battle-card-seat')[1].className).toContain('is-winner');
    expect(presets()).toEqual([]);
  });

  it('my: the viewer’s battles by state', async () => {
    const h = await open('my', [], {
      BattlesPageMyQuery: (v) => ({ battles: { total: 1, battles: [listed(v.state === 'canceled' ? 'B13' : 'B12')] } }),
    });
    await settle();
    expect(cards()).toEqual(['B12']);
    fireEvent.click(screen.getByTestId('my-filter-canceled'));
    await settle();
    expect(h.sent.filter((s) => s.name === 'BattlesPageMyQuery').map((s) => s.variables)).toEqual([{ state: null }, { state: 'canceled' }]);
    expect(cards()).toEqual(['B13']);
  });

  it('my: a visitor is asked to sign in, and nothing is asked of the server', async () => {
    mockToken = null;
    const h = await open('my', []);
    expect(screen.getByTestId('battles-sign-in')).toBeTruthy();
    expect(h.sent.map((s) => s.name)).not.toContain('BattlesPageMyQuery');
  });
});
