import { act, fireEvent, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { loadNamespaces } from '../../../i18n/load';
import { harness, mount, settle, type Answer, type Harness } from './harness';
import BattlePageQueryNode, { type BattlePageQuery } from '../../../__generated__/BattlePageQuery.graphql';
import { REMATCH_KEY } from '../rematch';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => 't' }));
jest.mock('../../../app/layout/viewer', () => ({ refetchViewer: jest.fn() }));
const mockHandle = jest.fn();
jest.mock('../../../app/errors/handle', () => ({ handleApiError: (...a: unknown[]) => mockHandle(...a) }));

import BattlePage from '../BattlePage';

const item = (n: number, price: string, rarity = 'milspec') => ({ id: `I${n}`, marketHashName: `AK-47 | Skin ${n} (Field-Tested)`, rarity, image: '', price });
const CASE = {
  id: 'C1',
  alias: 'alpha-case',
  name: 'Alpha Case',
  price: '2.25',
  image: '',
  items: [
    { id: 'CI1', weight: 70, item: item(1, '0.50') },
    { id: 'CI2', weight: 30, item: item(2, '3.00', 'covert') },
  ],
};
const user = (n: number) => ({ id: `U${n}`, nickname: `Demo Player ${n}`, avatar: '', level: 0 });
const seat = (n: number, over: object = {}) => ({ seat: n, side: n, isBot: false, total: '0.00', won: false, user: user(n + 1), ...over });
const roll = (s: number, price: string, n = s + 1) => ({ seat: s, price, ticket: 5, recipientId: null, item: item(10 + n, price) });
const at = (ms: number) => new Date(ms).toISOString();

function battle(over: Record<string, unknown> = {}) {
  return {
    id: 'B1',
    state: 'new',
    type: 'normal',
    privacy: 'private',
    paymode: 'each',
    choosingWinner: 'highest',
    playersCount: 2,
    usersCount: 1,
    delay: 36,
    seatPrice: '6.75',
    createdAt: at(Date.now() - 5000),
    startedAt: null,
    finishedAt: null,
    battleHash: 'a'.repeat(64),
    clientSeedsHash: null,
    serverSeed: null,
    privateKey: null,
    oldBattleId: null,
    creator: { id: 'U1', nickname: 'Demo Player 1' },
    seats: [seat(0)],
    rounds: [1, 2, 3].map((r) => ({ round: r, revealAt: null, revealed: false, case: CASE, rolls: [] as unknown[] })),
    cases: [CASE],
    revealedRounds: 0,
    winnerSeats: null,
    winningSide: null,
    total: '0.00',
    mySeat: null,
    serverTime: at(Date.now()),
    rematch: null,
    ...over,
  };
}

/** A battle started `ago` ms ago with its first `revealed` rounds shown. */
function started(ago: number, revealed: number, over: Record<string, unknown> = {}) {
  const start = Date.now() - ago;
  const prices = [
    ['1.50', '0.20'],
    ['0.10', '3.00'],
    ['0.40', '0.40'],
  ];
  return battle({
    state: 'active',
    usersCount: 2,
    startedAt: at(start),
    clientSeedsHash: 'c'.repeat(64),
    seats: [seat(0), seat(1)],
    rounds: [1, 2, 3].map((r) => ({
      round: r,
      revealAt: at(start + 6000 + 10_000 * (r - 1)),
      revealed: r <= revealed,
      case: CASE,
      rolls: r <= revealed ? [roll(0, prices[r - 1][0], 1), roll(1, prices[r - 1][1], 2)] : [],
    })),
    revealedRounds: revealed,
    ...over,
  });
}

function finished(over: Record<string, unknown> = {}) {
  const b = started(60_000, 3, {});
  return {
    ...b,
    state: 'finished',
    finishedAt: at(Date.now() - 24_000),
    serverSeed: 'f'.repeat(64),
    seats: [seat(0, { total: '2.00' }), seat(1, { total: '3.60', won: true })],
    winnerSeats: [1],
    winningSide: 1,
    total: '5.60',
    ...over,
  };
}

async function open(b: object, answers: Record<string, Answer> = {}, me = 'U1', privateKey: string | null = null): Promise<Harness> {
  let current = b;
  const h = harness({
    BattlePageQuery: () => ({ battle: current, me: { id: me, balance: '100.00' } }),
    ...answers,
  });
  (h as Harness & { set: (b: object) => void }).set = (next) => (current = next);
  const ref = loadQuery<BattlePageQuery>(h.environment, BattlePageQueryNode, { id: 'B1', privateKey });
  await mount(h, <BattlePage queryRef={ref} />, ['battles', 'api']);
  await settle();
  return h;
}

const seatText = (n: number, id: string) => document.querySelector(`[data-seat="${n}"] [data-testid="${id}"]`)?.textContent;

beforeAll(() => loadNamespaces('en', ['shell', 'battles', 'api']));
beforeEach(() => {
  localStorage.clear();
  mockHandle.mockReset();
  // The page reads the clock (round shown, seconds left): the clock stands
  // still during a test, so a slow machine cannot move a second under it.
  // Timers stay real, so the harness settles as usual.
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
});
afterEach(() => jest.useRealTimers());

describe('a battle waiting for players', () => {
  it('lets a player with the link take the free seat, paying it', async () => {
    const h = await open(battle(), { BattlePageEnterMutation: () => ({ enterBattle: started(0, 0, { mySeat: 1 }) }) }, 'U2', 'k3y');
    expect(screen.getByTestId('battle-status').textContent).toBe('Waiting for players: 1 of 2 seats taken.');
    expect(seatText(0, 'seat-name')).toBe('Demo Player 1');
    const join = screen.getByTestId('join-seat');
    expect(join.textContent).toBe('Join for $6.75');
    fireEvent.click(join);
    await settle();
    expect(h.sent.find((s) => s.name === 'BattlePageEnterMutation')?.variables).toEqual({ input: { id: 'B1', privateKey: 'k3y', seat: 1 } });
    // The answer starts the battle: the countdown shows in every seat.
    expect(screen.getByTestId('battle-status').getAttribute('data-phase')).toBe('intro');
    expect(screen.getByTestId('battle-status').textContent).toMatch(/^Starting in [56]…$/);
    expect(screen.queryByTestId('join-seat')).toBeNull();
  });

  it('gives the creator the private link, the bots (paid) and the cancel', async () => {
    const h = await open(battle({ mySeat: 0, privateKey: 'k3y' }), {
      BattlePageBotsMutation: () => ({ callBattleBots: started(0, 0, { mySeat: 0, seats: [seat(0), seat(1, { isBot: true, user: null })] }) }),
    });
    expect((screen.getByTestId('battle-private-link') as HTMLInputElement).value).toBe('http://localhost/casebattle/B1?key=k3y');
    expect(screen.getByTestId('leave-battle').textContent).toBe('Cancel the battle');
    expect(screen.queryByTestId('join-seat')).toBeNull();
    expect(screen.getByTestId('call-bots').textContent).toBe('Fill with bots ($6.75)');
    fireEvent.click(screen.getByTestId('call-bots'));
    await settle();
    expect(h.sent.find((s) => s.name === 'BattlePageBotsMutation')?.variables).toEqual({ id: 'B1' });
    expect(seatText(1, 'seat-name')).toBe('Bot');
  });

  it('asks the creator to confirm before canceling, and cancels only then', async () => {
    const waiting = battle({ mySeat: 0, privateKey: 'k3y' });
    const h = await open(waiting, { BattlePageLeaveMutation: () => ({ leaveBattle: { ...waiting, state: 'canceled', mySeat: 0 } }) });
    const leaves = () => h.sent.filter((s) => s.name === 'BattlePageLeaveMutation');
    fireEvent.click(screen.getByTestId('leave-battle'));
    await settle();
    expect(screen.getByRole('dialog').textContent).toContain('Cancel this battle?');
    expect(screen.getByTestId('cancel-battle-dialog').textContent).toBe('Nobody can join it any more, and everything paid for its seats is refunded to whoever paid it.');
    expect(leaves()).toHaveLength(0);
    // Keep waiting: nothing is sent.
    fireEvent.click(screen.getByTestId('cancel-battle-keep'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(leaves()).toHaveLength(0);
    // Again, and confirmed: the battle is canceled.
    fireEvent.click(screen.getByTestId('leave-battle'));
    await settle();
    fireEvent.click(screen.getByTestId('cancel-battle-confirm'));
    await settle();
    expect(leaves().map((s) => s.variables)).toEqual([{ id: 'B1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('battle-status').textContent).toBe('This battle was canceled and every seat refunded.');
  });

  it('offers bots without a price when the creator already paid every seat', async () => {
    await open(battle({ mySeat: 0, paymode: 'creator', playersCount: 4, usersCount: 2, seats: [seat(0), seat(1)] }));
    expect(screen.getByTestId('call-bots').textContent).toBe('Fill with bots');
  });

  it('prices the bots at a seat each when every player pays', async () => {
    await open(battle({ mySeat: 0, playersCount: 4, usersCount: 2, seats: [seat(0), seat(1)] }));
    expect(screen.getByTestId('call-bots').textContent).toBe('Fill with bots ($13.50)');
  });

  it('lets a seated player leave before the start', async () => {
    const waiting = battle({ playersCount: 3, usersCount: 2, seats: [seat(0), seat(1)], mySeat: 1 });
    const h = await open(waiting, { BattlePageLeaveMutation: () => ({ leaveBattle: { ...waiting, usersCount: 1, seats: [seat(0)], mySeat: null } }) }, 'U2');
    expect(screen.queryByTestId('call-bots')).toBeNull();
    expect(screen.getByTestId('leave-battle').textContent).toBe('Leave');
    fireEvent.click(screen.getByTestId('leave-battle'));
    await settle();
    expect(h.sent.find((s) => s.name === 'BattlePageLeaveMutation')?.variables).toEqual({ id: 'B1' });
    expect(screen.getAllByTestId('join-seat')).toHaveLength(2);
  });

  it('follows the battle’s subscription with the link’s key', async () => {
    const h = await open(battle(), {}, 'U2', 'k3y');
    expect(h.sent.find((s) => s.name === 'BattlePageSubscription')?.variables).toEqual({ id: 'B1', privateKey: 'k3y' });
    await act(async () => h.push('BattlePageSubscription', { battleChanged: battle({ usersCount: 2, seats: [seat(0), seat(1)] }) }));
    expect(seatText(1, 'seat-name')).toBe('Demo Player 2');
  });
});

describe('a battle being played', () => {
  it('shows what the clock says: round 2 spinning, round 1 landed in the totals (a reload mid-battle shows the same)', async () => {
    // 17 s after the start: round 2 was shown 1 s ago and its reels spin.
    await open(started(17_000, 2, { mySeat: 0 }));
    expect(screen.getByTestId('battle-status').textContent).toBe('Round 2 of 3');
    expect(screen.getByTestId('battle-status').getAttribute('data-phase')).toBe('spin');
    // Only the landed round counts: round 2's items are still on the reels.
    expect(seatText(0, 'seat-total')).toBe('$1.50');
    expect(seatText(1, 'seat-total')).toBe('$0.20');
    expect(document.querySelectorAll('[data-seat="0"] [data-testid="seat-item"]')).toHaveLength(1);
    const reels = screen.getAllByTestId('battle-reel');
    expect(reels).toHaveLength(2);
    expect(reels.every((r) => !r.hasAttribute('data-landed'))).toBe(true);
    // The winner is in round 2's reel at its winning cell.
    expect(reels[1].querySelectorAll('.battle-reel__cell').length).toBeGreaterThan(40);
    expect(document.querySelector('.round-strip__case.is-current')?.textContent).toBe('2');
  });

  it('asks again when the clock has shown a round the data lacks', async () => {
    // 20 s in: round 2 was shown 4 s ago but the answer holds round 1 only.
    const h = await open(started(20_000, 1));
    await settle();
    expect(h.sent.filter((s) => s.name === 'BattlePageQuery').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a battle of many cases', () => {
  it('loads each distinct case’s contents once: ten with the battle, the rest after it', async () => {
    const cases = Array.from({ length: 12 }, (_, i) => ({ ...CASE, id: `C${i + 1}`, alias: `case-${i + 1}`, name: `Case ${i + 1}` }));
    // Round 11 was shown 1 s ago; round 12 plays the first case again.
    const start = Date.now() - 107_000;
    const rounds = [...cases.slice(0, 11), cases[0]].map((c, i) => ({
      round: i + 1,
      revealAt: at(start + 6000 + 10_000 * i),
      revealed: i < 11,
      case: c,
      rolls: i < 11 ? [roll(0, '0.50', 1), roll(1, '0.50', 2)] : [],
    }));
    const b = battle({ state: 'active', usersCount: 2, startedAt: at(start), delay: 126, seats: [seat(0), seat(1)], rounds, revealedRounds: 11, cases: cases.slice(0, 10) });
    const h = await open(b, {
      BattlePageCasesQuery: (v) => ({ battle: { id: 'B1', cases: cases.slice(v.offset as number, (v.offset as number) + 10) } }),
    });
    await settle();
    expect(screen.getByTestId('battle-status').textContent).toBe('Round 11 of 12');
    expect(h.sent.filter((s) => s.name === 'BattlePageCasesQuery').map((s) => s.variables)).toEqual([{ id: 'B1', privateKey: null, offset: 10 }]);
    // Round 11's case came with the second page: its reels are drawn from its contents.
    const reels = screen.getAllByTestId('battle-reel');
    expect(reels).toHaveLength(2);
    expect(reels[0].querySelectorAll('.battle-reel__cell').length).toBeGreaterThan(40);
  });
});

describe('a finished battle', () => {
  it('celebrates the winner with the totals, and the loser may offer a rematch', async () => {
    const h = await open(finished({ mySeat: 0 }), {
      RematchPanelCreateMutation: () => ({ createRematch: { id: 'R1', state: 'created', remainingMs: 60_000, acceptedIds: ['U1'], newBattleId: null } }),
    });
    expect(screen.getByTestId('battle-winner').textContent).toContain('Winner: Demo Player 2');
    expect(screen.getByTestId('battle-winner-total').textContent).toBe('takes $5.60');
    expect(screen.getByTestId('battle-status').textContent).toBe('You lost this battle.');
    expect(seatText(1, 'seat-total')).toBe('$3.60');
    expect(document.querySelector('[data-seat="1"]')?.getAttribute('data-won')).toBe('true');
    expect(document.querySelectorAll('[data-testid="seat-item"]')).toHaveLength(6);
    expect(screen.getByTestId('battle-server-seed').textContent).toBe('f'.repeat(64));
    expect(screen.getByTestId('battle-verify-link').getAttribute('href')).toBe('/fair?battle=B1');
    // The rematch panel follows the viewer's offers.
    expect(h.subscribed()).toContain('RematchPanelSubscription');
    fireEvent.click(screen.getByTestId('rematch-offer'));
    await settle();
    expect(h.sent.find((s) => s.name === 'RematchPanelCreateMutation')?.variables).toEqual({ oldBattleId: 'B1' });
    // Then the battle (and its offer) is read again.
    expect(h.sent.filter((s) => s.name === 'BattlePageQuery')).toHaveLength(2);
  });

  it('against bots only, the loser’s offer starts the rematch at once and goes there', async () => {
    const h = await open(finished({ mySeat: 0, seats: [seat(0, { total: '2.00' }), seat(1, { isBot: true, user: null, total: '3.60', won: true })] }), {
      RematchPanelCreateMutation: () => ({ createRematch: { id: 'R2', state: 'accepted', remainingMs: 0, acceptedIds: ['U1'], newBattleId: 'B3' } }),
    });
    expect(screen.getByTestId('battle-winner').textContent).toContain('Winner: Bot');
    fireEvent.click(screen.getByTestId('rematch-offer'));
    await settle();
    expect(h.sent.map((s) => s.name)).toContain('RematchPanelCreateMutation');
    expect(screen.getByTestId('navigated').textContent).toBe('/casebattle/B3');
  });

  it('shows the winner no offer button', async () => {
    await open(finished({ mySeat: 1 }), {}, 'U2');
    expect(screen.getByTestId('battle-status').textContent).toBe('You won this battle!');
    expect(screen.getByTestId('rematch').getAttribute('data-state')).toBe('none');
    expect(screen.queryByTestId('rematch-offer')).toBeNull();
  });
});

describe('a rematch offer', () => {
  const offer = (over: object = {}) => ({
    id: 'R1',
    state: 'created',
    expiresAt: at(Date.now() + 50_000),
    remainingMs: 50_000,
    acceptedIds: ['U1'],
    declinedBy: null,
    newBattleId: null,
    loser: { id: 'U1', nickname: 'Demo Player 1' },
    ...over,
  });

  it('counts down from the moment stored locally, as after a reload', async () => {
    localStorage.setItem(REMATCH_KEY, JSON.stringify({ R1: Date.now() + 30_000 }));
    await open(finished({ mySeat: 1, rematch: offer() }), {}, 'U2');
    expect(screen.getByTestId('rematch').getAttribute('data-state')).toBe('created');
    expect(screen.getByTestId('rematch-countdown').textContent).toBe('30 seconds left');
    expect(screen.getByText('Demo Player 1 offers a rematch.')).toBeTruthy();
    expect(screen.getByTestId('rematch-accept').textContent).toBe('Accept ($6.75)');
  });

  it('stores the end of an offer seen for the first time, from the server’s expiry', async () => {
    await open(finished({ mySeat: 1, rematch: offer() }), {}, 'U2');
    const stored = JSON.parse(localStorage.getItem(REMATCH_KEY)!).R1;
    expect(Math.abs(stored - (Date.now() + 50_000))).toBeLessThan(1000);
    expect(screen.getByTestId('rematch-countdown').textContent).toMatch(/^(50|49) seconds left$/);
  });

  it('declines it automatically at zero', async () => {
    localStorage.setItem(REMATCH_KEY, JSON.stringify({ R1: Date.now() - 10 }));
    let state = 'created';
    const h = await open(finished({ mySeat: 1, rematch: offer() }), {
      BattlePageQuery: () => ({ battle: finished({ mySeat: 1, rematch: offer({ state, remainingMs: 0 }) }), me: { id: 'U2', balance: '100.00' } }),
      RematchPanelDeclineMutation: () => {
        state = 'expired';
        return { declineRematch: { id: 'R1', state, remainingMs: 0, declinedBy: null } };
      },
    }, 'U2');
    await settle();
    expect(h.sent.filter((s) => s.name === 'RematchPanelDeclineMutation').map((s) => s.variables)).toEqual([{ rematchId: 'R1' }]);
    expect(screen.getByTestId('rematch').getAttribute('data-state')).toBe('expired');
    expect(screen.getByTestId('rematch').textContent).toBe('The rematch offer expired.');
    expect(localStorage.getItem(REMATCH_KEY)).toBeNull();
  });

  it('takes everyone who saw it open to the new battle once accepted', async () => {
    let accepted = false;
    const h = await open(finished({ mySeat: 0, rematch: offer() }), {
      BattlePageQuery: () => ({
        battle: finished({ mySeat: 0, rematch: accepted ? offer({ state: 'accepted', acceptedIds: ['U1', 'U2'], newBattleId: 'B2', remainingMs: 0 }) : offer() }),
        me: { id: 'U1', balance: '90.00' },
      }),
    });
    expect(screen.getByTestId('rematch-waiting')).toBeTruthy();
    // The other player accepted: the viewer's offers change, the battle is read again.
    accepted = true;
    await act(async () => h.push('RematchPanelSubscription', { rematchOffersChanged: [] }));
    await settle();
    expect(screen.getByTestId('navigated').textContent).toBe('/casebattle/B2');
  });
});
