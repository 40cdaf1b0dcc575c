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
const mockCommits: Record<string, jest.Mock> = { open: jest.fn(), sellAll: jest.fn(), sell: jest.fn() };
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  usePaginationFragment: () => ({
    data: { user: { id: 'U1', heldCount: mockDrops.current.filter((d) => d.state === 'active').length }, userDrops: { edges: mockDrops.current.map((node) => ({ node })) } },
    loadNext: jest.fn(),
    hasNext: false,
    isLoadingNext: false,
    refetch: mockRefetch,
  }),
  useMutation: (m: { params: { name: string } }) => [
    m.params.name === 'InventoryOpenWonCaseMutation' ? mockCommits.open : m.params.name === 'InventorySellAllMutation' ? mockCommits.sellAll : mockCommits.sell,
    false,
  ],
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
