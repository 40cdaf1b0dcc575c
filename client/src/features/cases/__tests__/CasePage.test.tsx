import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import CasePageQueryNode, { type CasePageQuery } from '../../../__generated__/CasePageQuery.graphql';
import { FAST_SPIN_MS, SETTLE_MS } from '../../play/roulette.gen';

// The case page of each family wired to a Relay store, against canned server
// answers (the operations the page sends, by name): what the contract says
// the server answers is what the page shows.

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => 't' }));
jest.mock('../../../app/state/settings', () => ({ useRestrictions: () => [] }));

import CasePage from '../CasePage';

const item = (n: number, rarity: string, price: string) => ({
  id: `I${n}`,
  marketHashName: `AK-47 | Skin ${n} (Field-Tested)`,
  rarity,
  image: '',
  price,
  category: 'rifle',
});
const ITEMS = [item(1, 'milspec', '0.50'), item(2, 'restricted', '2.00'), item(3, 'covert', '40.00')];
const chance = (n: number, d: number) => ({ numerator: n, denominator: d, percent: (n / d) * 100 });
const RULES = { stackSizes: [], pity: 10, topTier: 'covert', resetCrystalsPerStep: 1, rareGrowthPercent: 20, rareMaxPercent: 500, slots: 9, rangeRtpBps: 9000 };

function caseOf(family: string, currency = 'MONEY', priceAmount = 383) {
  return {
    id: 'C1',
    alias: `${family}-case`,
    name: `${family} case`,
    image: '',
    price: '3.83',
    rtpBps: 9100,
    family,
    currency,
    priceAmount,
    enabled: true,
    revision: 1,
    familyRules: RULES,
    skins: [],
    items: ITEMS.map((it, i) => ({ id: `CI${i}`, weight: [70, 25, 5][i], item: it })),
    // The normal open's availability: a family case is "opened another way".
    availability: { openable: false, reason: 'api.validation', maxCount: 0 },
    // The families' states: null on a case of another family.
    gacha: null,
    dota: null,
    discoveredBoard: null,
  };
}

const ME = { id: 'U1', level: 0, levelBasedOnXp: 0, avatar: '', nickname: 'Demo Player 1', balance: '100.00', bullets: 50, candies: 3, crystals: 0 };
const SEED = { id: 'F1', serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 7 };

function drop(n: number, roll = '') {
  return {
    id: `D${n}`,
    state: 'active',
    price: ITEMS[2].price,
    playsLeft: null,
    nonce: 7,
    caseRevision: 1,
    roll,
    case: { id: 'C1', alias: 'x-case' },
    item: ITEMS[2],
  };
}

function payload(extra: object, roll = '') {
  return { drops: [drop(1, roll)], user: { ...ME, heldCount: 1, xp: 0 }, fairSeed: { ...SEED, nonce: 8 }, currency: 'MONEY', costAmount: 383, ...extra };
}

type Answer = (variables: Variables) => unknown;

async function mount(answers: Record<string, Answer>) {
  const sent: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create((params: RequestParameters, variables: Variables) => {
      sent.push({ name: params.name, variables });
      const answer = answers[params.name];
      if (!answer) return Observable.from(Promise.reject(new Error(`no answer for ${params.name}`)));
      const data = answer(variables);
      // An Error stands for a refusal.
      if (data instanceof Error) return Observable.from(Promise.reject(data));
      return Observable.from(Promise.resolve({ data } as never));
    }),
    store: new Store(new RecordSource()),
  });
  const ref = loadQuery<CasePageQuery>(environment, CasePageQueryNode, { alias: 'x-case' });
  // Awaited: the page suspends until its query has answered.
  await act(async () => {
    render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlMessages lang="en" namespaces={['shell', 'cases', 'catalog', 'fair', 'inventory']}>
        <MemoryRouter>
          <Suspense fallback="loading">
            <CasePage queryRef={ref} />
          </Suspense>
        </MemoryRouter>
      </IntlMessages>
    </RelayEnvironmentProvider>,
    );
  });
  return sent;
}

beforeAll(() => loadNamespaces('en', ['shell', 'cases', 'catalog', 'fair', 'inventory']));
beforeAll(() => localStorage.setItem('isFast', 'true'));
beforeAll(() => localStorage.setItem('isMute', 'true'));

/** Opens with the reel's clock under the test's control. */
async function open() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  fireEvent.click(screen.getByTestId('open-case'));
  await act(async () => {});
}

async function spinThrough() {
  await act(async () => {
    jest.advanceTimersByTime(FAST_SPIN_MS + SETTLE_MS + 50);
  });
}

afterEach(() => jest.useRealTimers());

describe('the case page by family', () => {


  it('bullet: prices in bullets, opens with openBulletCase, and checks the bullets', async () => {
    const answers = {
      CasePageQuery: () => ({ caseByAlias: caseOf('bullet', 'BULLETS', 25), me: ME, fairSeed: SEED }),
      CasePageOpenBulletMutation: () => ({ openBulletCase: payload({ currency: 'BULLETS', costAmount: 25 }) }),
      OpenControlsRefetchQuery: () => ({ node: { __typename: 'Case', ...caseOf('bullet', 'BULLETS', 25) } }),
    };
    const sent = await mount(answers);
    expect((await screen.findByTestId('case-price')).textContent).toBe('● 25 bullets');
    expect(screen.getByTestId('family-rules').textContent).toContain('Paid with bullets');
    expect(screen.getByTestId('open-case').textContent).toBe('Open for 25 bullets');
    // 3 × 25 bullets is more than the 50 held.
    fireEvent.click(screen.getByRole('radio', { name: 'x3' }));
    expect(screen.getByTestId('open-unavailable').textContent).toBe('You need 25 more bullets.');
    fireEvent.click(screen.getByRole('radio', { name: 'x2' }));
    await open();
    await screen.findByTestId('roulette');
    expect(sent.find((s) => s.name === 'CasePageOpenBulletMutation')?.variables).toEqual({ input: { caseId: 'C1', count: 2, fast: true } });
    await spinThrough();
    expect((await screen.findByTestId('open-result')).querySelectorAll('[data-testid="won-item"]')).toHaveLength(1);
  });

  it('gacha: the meter follows the open’s answer, and the drop links to the verifier with its roll', async () => {
    let progress = 9;
    const gacha = () => ({ progress, pity: 10, guaranteedNext: progress >= 9, topTier: 'covert', topTierChance: chance(5, 100) });
    const sent = await mount({
      CasePageQuery: () => ({ caseByAlias: { ...caseOf('gacha'), gacha: gacha() }, me: ME, fairSeed: SEED }),
      GachaPanelOpenMutation: () => {
        progress = 0;
        return { openGachaCase: payload({ gacha: gacha() }, 'gacha:pity') };
      },
    });
    expect((await screen.findByTestId('gacha-guaranteed')).textContent).toBe('Your next open is guaranteed a Covert item!');
    expect(screen.getByTestId('gacha-reset').textContent).toBe('Reset for 9 crystals');
    expect(screen.getByTestId('case-price').textContent).toBe('$3.83');
    await open();
    await screen.findByTestId('roulette');
    expect(sent.find((s) => s.name === 'GachaPanelOpenMutation')?.variables).toEqual({
      input: { caseId: 'C1', count: 1, expectedProgress: 9, fast: true },
    });
    // The meter shows the answer's state at once, without asking again.
    expect(screen.getByTestId('gacha-status').textContent).toBe('0 of 10 opens without a Covert item');
    await spinThrough();
    const verify = await screen.findByTestId('won-verify');
    const url = new URL(verify.getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientSeed: 'my-seed', hash: 'a'.repeat(64), nonce: '7', case: 'x-case', revision: '1', roll: 'gacha:pity' });
    // Back to the controls: the reset is closed on an empty meter.
    fireEvent.click(screen.getByTestId('keep'));
    expect((screen.getByTestId('gacha-reset') as HTMLButtonElement).disabled).toBe(true);
    // The meter came with the page's query: nothing else was asked.
    expect(sent.map((s) => s.name)).toEqual(['CasePageQuery', 'GachaPanelOpenMutation']);
  });

  it('gacha: a refused open reads the meter again through the case', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let progress = 2;
    const gacha = () => ({ progress, pity: 10, guaranteedNext: false, topTier: 'covert', topTierChance: chance(5, 100) });
    const sent = await mount({
      CasePageQuery: () => ({ caseByAlias: { ...caseOf('gacha'), gacha: gacha() }, me: ME, fairSeed: SEED }),
      GachaPanelOpenMutation: () => {
        progress = 5; // another tab opened meanwhile
        return new Error('progress_changed');
      },
      GachaPanelRefetchQuery: () => ({ node: { __typename: 'Case', id: 'C1', gacha: gacha() } }),
    });
    expect((await screen.findByTestId('gacha-status')).textContent).toBe('2 of 10 opens without a Covert item');
    fireEvent.click(screen.getByTestId('open-case'));
    await act(async () => {});
    await act(async () => {});
    expect(sent.find((s) => s.name === 'GachaPanelRefetchQuery')?.variables).toEqual({ id: 'C1' });
    expect(screen.getByTestId('gacha-status').textContent).toBe('5 of 10 opens without a Covert item');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('dota: the misses come with the page and follow the open’s answer', async () => {
    const dota = (misses: number) => ({
      misses,
      growthPercent: 20,
      maxPercent: 500,
      rareChance: chance(5 + misses, 100),
      nextChances: [chance(5 + misses, 100), chance(6 + misses, 100)],
    });
    const sent = await mount({
      CasePageQuery: () => ({ caseByAlias: { ...caseOf('dota'), dota: dota(3) }, me: ME, fairSeed: SEED }),
      DotaPanelOpenMutation: () => ({ openDotaCase: payload({ dota: dota(4) }, 'dota:3') }),
    });
    expect((await screen.findByTestId('dota-misses')).textContent).toBe('3 opens in a row without a rare');
    await open();
    await screen.findByTestId('roulette');
    expect(sent.find((s) => s.name === 'DotaPanelOpenMutation')?.variables).toEqual({ input: { caseId: 'C1', count: 1, expectedProgress: 3, fast: true } });
    expect(screen.getByTestId('dota-misses').textContent).toBe('4 opens in a row without a rare');
    expect(sent.map((s) => s.name)).toEqual(['CasePageQuery', 'DotaPanelOpenMutation']);
  });

  it('discovered: a pick, then the open reveals the board and the won item without a reel', async () => {
    const board = (selected: number | null) => ({ slots: 9, commitment: 'c'.repeat(64), selected, nonce: 7, salt: null, revealed: null });
    const revealed = { slots: 9, commitment: 'c'.repeat(64), selected: 2, nonce: 7, salt: 'f00d', revealed: Array.from({ length: 9 }, (_, i) => ITEMS[i % 3]) };
    const next = { ...board(null), commitment: 'd'.repeat(64), nonce: 8 };
    const sent = await mount({
      CasePageQuery: () => ({ caseByAlias: { ...caseOf('discovered'), discoveredBoard: board(null) }, me: ME, fairSeed: SEED }),
      DiscoveredPanelRefetchQuery: () => ({ node: { __typename: 'Case', id: 'C1', discoveredBoard: next } }),
      DiscoveredPanelSelectMutation: (v) => ({ selectDiscoveredSlot: board(v.index as number) }),
      DiscoveredPanelOpenMutation: () => ({ openDiscoveredCase: payload({ board: revealed }) }),
    });
    const slots = await screen.findAllByTestId('board-slot');
    expect(slots).toHaveLength(9);
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(slots[2]);
    await act(async () => {});
    expect(screen.getAllByTestId('board-slot')[2].getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('open-case'));
    const shown = await screen.findByTestId('board-revealed');
    expect(screen.queryByTestId('roulette')).toBeNull();
    expect(shown.querySelectorAll('[data-testid="board-slot"]')).toHaveLength(9);
    expect(shown.querySelector('[data-picked]')).toBe(shown.querySelectorAll('[data-testid="board-slot"]')[2]);
    expect(screen.getByTestId('board-salt').textContent).toBe('f00d');
    expect(screen.getByTestId('open-result')).toBeTruthy();
    expect(sent.find((s) => s.name === 'DiscoveredPanelOpenMutation')?.variables).toEqual({ caseId: 'C1', fast: true });
    expect(sent.map((s) => s.name)).toEqual(['CasePageQuery', 'DiscoveredPanelSelectMutation', 'DiscoveredPanelOpenMutation']);
    // Back to the board: the server deals the next one when asked.
    fireEvent.click(screen.getByTestId('keep'));
    await act(async () => {});
    expect(sent.filter((s) => s.name === 'DiscoveredPanelRefetchQuery')).toHaveLength(1);
    expect(screen.getByTestId('board-commitment').textContent).toBe('d'.repeat(64));
    expect(screen.getByTestId('board').getAttribute('data-selected')).toBe('');
  });

  it('discovered: a visitor sees the case without a board', async () => {
    const sent = await mount({
      CasePageQuery: () => ({ caseByAlias: caseOf('discovered'), me: null, fairSeed: null }),
    });
    expect((await screen.findByTestId('case-page')).getAttribute('data-family')).toBe('discovered');
    expect(screen.queryByTestId('board')).toBeNull();
    expect(sent.map((s) => s.name)).toEqual(['CasePageQuery']);
  });

  it('marks a drop boost on the result with its free plays', async () => {
    const boost = { ...drop(2), state: 'used', playsLeft: 2, price: '0.00', item: { ...item(9, 'rare', '0.00'), marketHashName: 'Drop Boost', category: 'boost' } };
    await mount({
      CasePageQuery: () => ({ caseByAlias: { ...caseOf('normal'), availability: { openable: true, reason: null, maxCount: 10 } }, me: ME, fairSeed: SEED }),
      CasePageOpenMutation: () => ({ openCase: { ...payload({}), drops: [boost] } }),
      OpenControlsRefetchQuery: () => ({ node: { __typename: 'Case', ...caseOf('normal'), availability: { openable: true, reason: null, maxCount: 10 } } }),
    });
    await screen.findByTestId('open-case');
    await open();
    expect((await screen.findAllByTestId('boost-badge'))[0].textContent).toBe('+2 free plays');
    await spinThrough();
    const won = await screen.findByTestId('won-item');
    expect(won.getAttribute('data-boost')).toBe('true');
    expect(won.textContent).toContain('+2 free plays');
    expect(screen.queryByTestId('sell-drop')).toBeNull();
  });
});
