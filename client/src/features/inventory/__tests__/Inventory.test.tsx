import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

type Drop = {
  id: string;
  state: string;
  price: string;
  createdAt: string;
  playsLeft: number | null;
  item: { marketHashName: string; rarity: string; image: string; category: string; opensCase: { id: string; name: string } | null };
  case: { name: string } | null;
};
const mockDrops: { current: Drop[] } = { current: [] };
const mockRefetch = jest.fn();
const mockCommits: Record<string, jest.Mock> = {
  open: jest.fn(),
  sellAll: jest.fn(),
  sell: jest.fn(),
  withdraw: jest.fn(),
  crypto: jest.fn(),
  swap: jest.fn(),
  decline: jest.fn(),
};
const MUTATIONS: Record<string, string> = {
  InventoryOpenWonCaseMutation: 'open',
  InventorySellAllMutation: 'sellAll',
  sellDropsMutation: 'sell',
  TradeDialogsWithdrawMutation: 'withdraw',
  TradeDialogsCryptoMutation: 'crypto',
  TradeDialogsSwapMutation: 'swap',
  InventoryTradesDeclineMutation: 'decline',
};
type TradeRow = { id: string; dropId: string; state: string; kind: string; reason: string; tradeofferId: string; createdAt: string; updatedAt: string };
const mockTrades: { current: TradeRow[]; link: string; loading: Promise<void> | null } = { current: [], link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', loading: null };
const mockVariants = { current: [] as { id: string; marketHashName: string; rarity: string; image: string; price: string }[] };
const mockSubscribe = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  usePaginationFragment: () => ({
    data: {
      user: { id: 'U1', heldCount: mockDrops.current.filter((d) => d.state === 'active').length },
      me: { id: 'U1', tradeofferUrl: mockTrades.link },
      userDrops: { edges: mockDrops.current.map((node) => ({ node })) },
    },
    loadNext: jest.fn(),
    hasNext: false,
    isLoadingNext: false,
    refetch: mockRefetch,
  }),
  useMutation: (m: { params: { name: string } }) => [mockCommits[MUTATIONS[m.params.name]], false],
  useSubscription: (c: unknown) => mockSubscribe(c),
  useLazyLoadQuery: (q: { params: { name: string } }) => {
    if (q.params.name === 'TradeDialogsVariantsQuery') return { swapVariants: mockVariants.current };
    if (mockTrades.loading) throw mockTrades.loading; // suspends until it resolves
    return { tradeStates: mockTrades.current.filter((t) => ['queued', 'ordering', 'pending', 'sent'].includes(t.state)), withdrawals: { items: mockTrades.current } };
  },
}));

import { Inventory } from '../Inventory';

const drop = (id: string, over: Partial<Omit<Drop, 'item'>> & { item?: Partial<Drop['item']> } = {}): Drop => ({
  id,
  state: 'active',
  price: '2.25',
  createdAt: '2026-11-24T10:00:00Z',
  playsLeft: null,
  case: { name: 'Container Case' },
  ...over,
  item: { marketHashName: 'Recoil Case', rarity: 'consumer', image: '', category: 'case', opensCase: null, ...over.item },
});

beforeAll(() => loadNamespaces('en', ['shell', 'inventory']));
beforeEach(() => {
  Object.values(mockCommits).forEach((m) => m.mockReset());
  mockRefetch.mockReset();
  mockSubscribe.mockReset();
  mockTrades.current = [];
  mockTrades.link = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc';
  mockTrades.loading = null;
});

function show(isOwner = true) {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'inventory']}>
      <MemoryRouter>
        <Inventory queryRef={{} as never} isOwner={isOwner} />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it('opens a won case from the inventory and shows what it gave', async () => {
  mockDrops.current = [
    drop('D1', { item: { opensCase: { id: 'C7', name: 'Recoil Case' } } }),
    drop('D2', { item: { marketHashName: 'AK-47 | Slate (Field-Tested)', category: 'rifle', rarity: 'restricted' } }),
  ];
  show();
  const open = await screen.findByTestId('open-won-case');
  expect(open.textContent).toBe('Open');
  // An ordinary item sells; only the container opens.
  expect(screen.getAllByTestId('open-won-case')).toHaveLength(1);
  fireEvent.click(open);
  expect(mockCommits.open.mock.calls[0][0].variables).toEqual({ input: { dropId: 'D1' } });
  act(() =>
    mockCommits.open.mock.calls[0][0].onCompleted({
      openWonCase: {
        drops: [{ id: 'D9', state: 'active', price: '0.31', item: { marketHashName: 'P250 | Visions (Field-Tested)', rarity: 'milspec', image: '' } }],
        user: { id: 'U1', balance: '10.00', heldCount: 2 },
      },
    }),
  );
  const result = screen.getByTestId('won-case-result');
  expect(result.textContent).toContain('You won');
  expect(result.querySelector('[data-testid="won-item"]')?.getAttribute('data-market-name')).toBe('P250 | Visions (Field-Tested)');
  // The container is opened now and its item joined: the list is read again.
  expect(mockRefetch).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByTestId('won-case-close'));
  expect(screen.queryByTestId('won-case-result')).toBeNull();
});

it('shows the plays a used drop boost has left, and the new states', async () => {
  mockDrops.current = [
    drop('B1', { state: 'used', playsLeft: 2, price: '0.00', item: { marketHashName: 'Drop Boost', category: 'boost', rarity: 'rare' } }),
    drop('B2', { state: 'used', playsLeft: 1, price: '0.00', item: { marketHashName: 'Drop Boost', category: 'boost', rarity: 'rare' } }),
    drop('C1', { state: 'opened', item: { opensCase: { id: 'C7', name: 'Recoil Case' } } }),
  ];
  show();
  expect((await screen.findAllByTestId('plays-left')).map((p) => p.textContent)).toEqual(['2 plays left', '1 play left']);
  expect(screen.getByText('Opened')).toBeTruthy();
  expect(screen.queryByTestId('open-won-case')).toBeNull();
});

it('offers no open on another player’s inventory', async () => {
  mockDrops.current = [drop('D1', { item: { opensCase: { id: 'C7', name: 'Recoil Case' } } })];
  show(false);
  await screen.findByTestId('inventory');
  expect(screen.queryByTestId('open-won-case')).toBeNull();
});

const trade = (id: string, dropId: string, state: string, over: Partial<TradeRow> = {}): TradeRow => ({
  id,
  dropId,
  state,
  kind: 'skin',
  reason: '',
  tradeofferId: '',
  createdAt: `2026-11-24T10:0${id}:00Z`,
  updatedAt: `2026-11-24T10:0${id}:00Z`,
  ...over,
});
const skin = (id: string, over: Partial<Omit<Drop, 'item'>> = {}) =>
  drop(id, { ...over, item: { marketHashName: 'AK-47 | Slate (Field-Tested)', category: 'rifle', rarity: 'restricted' } });
const inCard = (i: number) => screen.getAllByTestId('inventory-item')[i];

it('offers withdraw, crypto and swap on an available skin, cancel on a queued withdrawal and on a sent offer, nothing on a crypto payout under way', async () => {
  mockDrops.current = [skin('D1'), skin('D2', { state: 'accepted' }), skin('D3', { state: 'accepted' }), skin('D4', { state: 'accepted' })];
  mockTrades.current = [trade('1', 'D2', 'queued'), trade('2', 'D3', 'sent', { tradeofferId: '555' }), trade('3', 'D4', 'ordering', { kind: 'crypto' })];
  show();
  await screen.findByTestId('inventory');
  const ids = (el: HTMLElement) => [...el.querySelectorAll('button')].map((b) => b.getAttribute('data-testid'));
  expect(ids(inCard(0))).toEqual([null, 'withdraw', 'withdraw-crypto', 'swap']); // null: sell
  expect(ids(inCard(1))).toEqual(['decline-withdrawal']);
  expect(ids(inCard(2))).toEqual(['decline-withdrawal']);
  expect(ids(inCard(3))).toEqual([]);
  expect(inCard(1).querySelector('[data-testid="trade-state"]')?.textContent).toBe('Queued');
  expect(inCard(2).querySelector('[data-testid="trade-state"]')?.textContent).toBe('Offer sent');
  expect(inCard(2).querySelector('[data-testid="trade-offer-link"]')?.getAttribute('href')).toBe('https://steamcommunity.com/tradeoffer/555/');
  fireEvent.click(inCard(1).querySelector('[data-testid="decline-withdrawal"]')!);
  expect(mockCommits.decline.mock.calls[0][0].variables).toEqual({ id: 'D2' });
  // The drops follow dropStateChanged.
  expect(mockSubscribe).toHaveBeenCalled();
});

it('moves a drop to its new state from dropStateChanged', () => {
  mockDrops.current = [skin('D1')];
  show();
  const config = mockSubscribe.mock.calls[0][0] as { updater: (store: unknown, data: unknown) => void };
  const rec = { getType: () => 'Drop', setValue: jest.fn() };
  config.updater({ get: (id: string) => (id === 'D1' ? rec : null) }, { dropStateChanged: { dropId: 'D1', state: 'delivered' } });
  expect(rec.setValue).toHaveBeenCalledWith('delivered', 'state');
  // A record of another type with the same id is left alone.
  const other = { getType: () => 'Item', setValue: jest.fn() };
  config.updater({ get: () => other }, { dropStateChanged: { dropId: 'D1', state: 'delivered' } });
  expect(other.setValue).not.toHaveBeenCalled();
});

it('shows a short history and offers waiting for stock after an out-of-stock failure', async () => {
  mockDrops.current = [skin('D1')];
  mockTrades.current = [trade('1', 'D1', 'failed', { reason: 'out_of_stock' }), trade('2', 'D1', 'declined', { reason: 'offer_declined' })];
  show();
  const history = await screen.findByTestId('trade-history');
  // Newest first; each row ends with its time (left out here).
  const text = (l: Element) => [...l.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('muted'))).map((n) => n.textContent).join('');
  expect([...history.querySelectorAll('li')].map(text)).toEqual(['Skin · Offer declined', 'Skin · Failed, refunded · out of stock']);
  fireEvent.click(screen.getByTestId('withdraw'));
  // The newest ended declined: no stock hint.
  expect((screen.getByTestId('withdraw-deferred') as HTMLInputElement).checked).toBe(false);
});

it('withdraws to the trade link, deferred when asked', async () => {
  mockDrops.current = [skin('D1')];
  mockTrades.current = [trade('1', 'D1', 'failed', { reason: 'out_of_stock' })];
  show();
  fireEvent.click(await screen.findByTestId('withdraw'));
  const deferred = screen.getByTestId('withdraw-deferred') as HTMLInputElement;
  expect(deferred.checked).toBe(true);
  fireEvent.click(screen.getByTestId('withdraw-confirm'));
  expect(mockCommits.withdraw.mock.calls[0][0].variables).toEqual({ id: 'D1', deferred: true });
  act(() => mockCommits.withdraw.mock.calls[0][0].onCompleted({}));
  expect(screen.queryByTestId('withdraw-dialog')).toBeNull();
});

it('shows the cards before the withdrawals arrive, and a dialog opened meanwhile stays open when they do', async () => {
  mockDrops.current = [skin('D1'), skin('D2', { state: 'accepted' })];
  mockTrades.current = [trade('1', 'D2', 'queued')];
  let arrive = () => {};
  mockTrades.loading = new Promise<void>((r) => (arrive = r));
  await act(async () => show());
  fireEvent.click(await screen.findByTestId('withdraw'));
  expect(screen.getByTestId('withdraw-dialog')).toBeTruthy();
  expect(screen.queryByTestId('trade-state')).toBeNull();
  mockTrades.loading = null;
  await act(async () => arrive());
  expect(await screen.findByTestId('trade-state')).toBeTruthy();
  expect(screen.getByTestId('withdraw-dialog')).toBeTruthy();
});

it('asks for the trade link when there is none', async () => {
  mockDrops.current = [skin('D1')];
  mockTrades.link = '';
  show();
  fireEvent.click(await screen.findByTestId('withdraw'));
  expect(screen.getByTestId('trade-link-missing').textContent).toContain('Add your Steam trade link');
  expect(screen.getByTestId('trade-link-goto').getAttribute('href')).toBe('#trade-link');
  expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
});

it('pays out in crypto and shows the server’s refusal of the wallet', async () => {
  mockDrops.current = [skin('D1')];
  show();
  fireEvent.click(await screen.findByTestId('withdraw-crypto'));
  const confirm = screen.getByTestId('crypto-confirm') as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.click(screen.getByTestId('crypto-type-eth'));
  fireEvent.change(screen.getByTestId('crypto-wallet'), { target: { value: ' 0xdeadbeef ' } });
  fireEvent.click(confirm);
  expect(mockCommits.crypto.mock.calls[0][0].variables).toEqual({ id: 'D1', type: 'eth', wallet: '0xdeadbeef' });
  const { ApiError } = jest.requireActual('../../../app/errors/ApiError');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  act(() => mockCommits.crypto.mock.calls[0][0].onError(new ApiError('api.invalid_wallet', 'bad checksum', 400)));
  warn.mockRestore();
  expect(screen.getByTestId('crypto-error').textContent).toBe('This wallet address is not valid for the chosen currency.');
  // Editing clears it.
  fireEvent.change(screen.getByTestId('crypto-wallet'), { target: { value: '0x52908400098527886E0F7030069857D2E4169EE7' } });
  expect(screen.queryByTestId('crypto-error')).toBeNull();
});

it('lists the swap variants and swaps for the chosen one', async () => {
  mockDrops.current = [skin('D1')];
  mockVariants.current = [
    { id: 'I1', marketHashName: 'M4A4 | Tornado (Field-Tested)', rarity: 'milspec', image: '', price: '2.20' },
    { id: 'I2', marketHashName: 'P250 | Visions (Field-Tested)', rarity: 'milspec', image: '', price: '2.05' },
  ];
  show();
  fireEvent.click(await screen.findByTestId('swap'));
  const variants = screen.getAllByTestId('swap-variant');
  expect(variants.map((v) => v.getAttribute('data-market-name'))).toEqual(['M4A4 | Tornado (Field-Tested)', 'P250 | Visions (Field-Tested)']);
  fireEvent.click(variants[1].querySelector('button')!);
  expect(mockCommits.swap.mock.calls[0][0].variables).toEqual({ id: 'D1', marketHashName: 'P250 | Visions (Field-Tested)' });
  act(() => mockCommits.swap.mock.calls[0][0].onCompleted({}));
  // The new drop joins the list.
  expect(mockRefetch).toHaveBeenCalled();
  expect(screen.queryByTestId('swap-dialog')).toBeNull();
});
