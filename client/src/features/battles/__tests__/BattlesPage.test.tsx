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

  it('top: more than a page, shown twenty at a time', async () => {
    const all = Array.from({ length: 45 }, (_, i) => listed(`T${i + 1}`, { state: 'finished', usersCount: 2 }));
    const h = await open('top', [], {
      BattlesPageQuery: () => ({ battles: { total: 45, battles: all.slice(0, 20) }, battlePresets: null, battleTopbar: { waiting: 0, playing: 0, finishedToday: 45, biggest: null } }),
      BattlesPageListQuery: (v) => ({ battles: { total: 45, battles: all.slice(((v.page as number) - 1) * 20, (v.page as number) * 20) } }),
    });
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByTestId('load-more'));
    await settle();
    expect(cards()).toEqual(all.slice(0, 40).map((b) => b.id));
    fireEvent.click(screen.getByTestId('load-more'));
    await settle();
    expect(cards()).toHaveLength(45);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(h.sent.filter((s) => s.name === 'BattlesPageListQuery').map((s) => s.variables)).toEqual([
      { tab: 'top', state: null, page: 2 },
      { tab: 'top', state: null, page: 3 },
    ]);
  });

  it('my: the viewer’s battles by state', async () => {
    const h = await open('my', [], {
      BattlesPageListQuery: (v) => ({ battles: { total: 1, battles: [listed(v.state === 'canceled' ? 'B13' : 'B12')] } }),
    });
    await settle();
    expect(cards()).toEqual(['B12']);
    fireEvent.click(screen.getByTestId('my-filter-canceled'));
    await settle();
    expect(h.sent.filter((s) => s.name === 'BattlesPageListQuery').map((s) => s.variables)).toEqual([
      { tab: 'my', state: null, page: 1 },
      { tab: 'my', state: 'canceled', page: 1 },
    ]);
    expect(h.sent.filter((s) => s.name === 'BattlesPageMySubscription').map((s) => s.variables)).toEqual([{ state: null }, { state: 'canceled' }]);
    expect(cards()).toEqual(['B13']);
  });

  it('my: follows myBattlesChanged, a battle joined comes in and one left goes out, and the pages past the first are read again', async () => {
    const mine = Array.from({ length: 25 }, (_, i) => listed(`M${i + 1}`));
    let now = mine;
    const h = await open('my', [], {
      BattlesPageListQuery: (v) => ({ battles: { total: now.length, battles: now.slice(((v.page as number) - 1) * 20, (v.page as number) * 20) } }),
    });
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByTestId('load-more'));
    await settle();
    expect(cards()).toHaveLength(25);
    // The first answer is the list as it is; the next ones are changes.
    await act(async () => h.push('BattlesPageMySubscription', { myBattlesChanged: { total: 25, battles: mine.slice(0, 20) } }));
    const pageTwo = () => h.sent.filter((s) => s.name === 'BattlesPageListQuery' && s.variables.page === 2).length;
    expect(pageTwo()).toBe(1);
    // The viewer joined J1 elsewhere: it comes first, and every battle moves down one.
    now = [listed('J1', { state: 'active', usersCount: 2 }), ...mine];
    await act(async () => h.push('BattlesPageMySubscription', { myBattlesChanged: { total: 26, battles: now.slice(0, 20) } }));
    await settle();
    expect(pageTwo()).toBe(2);
    expect(cards()).toEqual(now.map((b) => b.id));
    expect(screen.getAllByTestId('battle-card')[0].getAttribute('data-state')).toBe('active');
    // Then left M1: it goes out.
    now = now.filter((b) => b.id !== 'M1');
    await act(async () => h.push('BattlesPageMySubscription', { myBattlesChanged: { total: 25, battles: now.slice(0, 20) } }));
    await settle();
    expect(cards()).toEqual(now.map((b) => b.id));
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('my: a visitor is asked to sign in, and nothing is asked of the server', async () => {
    mockToken = null;
    const h = await open('my', []);
    expect(screen.getByTestId('battles-sign-in')).toBeTruthy();
    expect(h.sent.map((s) => s.name)).not.toContain('BattlesPageListQuery');
    expect(h.sent.map((s) => s.name)).not.toContain('BattlesPageMySubscription');
  });
});
