import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const proof = { serverSeedHash: 'h4sh', clientSeed: 'mine', serverSeed: null };
const drop = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-12-01T10:00:00Z',
  soldAt: null,
  price: '2.50',
  state: 'active',
  nonce: 7,
  roll: '',
  caseRevision: 2,
  item: { marketHashName: 'AK-47 | Redline (Field-Tested)', rarity: 'classified', image: '' },
  case: { alias: 'recoil-case', name: 'Recoil Case' },
  proof,
  ...over,
});
const mockPages: Record<string, unknown> = {
  DropTabsSales_query: { salesHistory: { edges: [] } },
  DropTabsOpenings_query: { userDrops: { edges: [{ node: drop('D1') }, { node: drop('D2', { proof: null, case: null }) }] } },
  GameTabsUpgrades_query: {
    upgradeHistory: {
      edges: [
        {
          node: {
            id: 'U1',
            createdAt: '2026-12-01T11:00:00Z',
            stake: '1.00',
            chance: 250000,
            won: true,
            nonce: 3,
            targetPrice: '3.80',
            target: { marketHashName: 'AWP | Asiimov (Field-Tested)' },
            proof: { ...proof, serverSeed: 'revealed' },
          },
        },
      ],
    },
  },
};
const mockQueries: Record<string, unknown> = {
  MoneyTabsStatementQuery: {
    transactions: {
      total: 1,
      perPage: 30,
      items: [{ id: 'T1', currency: 'money', delta: -252, amount: '-2.52', balanceAfter: 748, reason: 'case_open', createdAt: '2026-12-01T12:00:00Z' }],
    },
  },
};
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (q: { params: { name: string } }) => mockQueries[q.params.name] ?? {},
  usePaginationFragment: (f: { name: string }) => ({ data: mockPages[f.name], loadNext: jest.fn(), hasNext: false, isLoadingNext: false, refetch: jest.fn() }),
  useFragment: (_f: unknown, ref: unknown) => ref,
  useSubscription: () => {},
}));

import HistoryPanel from '../HistoryPanel';
import { tabOf } from '../tabs';

beforeAll(() => loadNamespaces('en', ['shell', 'history', 'inventory', 'users']));

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

async function at(path: string) {
  await act(async () => {
    render(
      <IntlMessages lang="en" namespaces={['shell', 'history', 'inventory', 'users']}>
        <MemoryRouter initialEntries={[path]}>
          <HistoryPanel userId="5" />
          <Where />
        </MemoryRouter>
      </IntlMessages>,
    );
  });
}

it('opens on the openings, each drop with its state and a verify link naming its seed by hash, case and revision', async () => {
  await at('/user/5');
  expect(screen.getByTestId('history').dataset.tab).toBe('openings');
  const rows = screen.getAllByTestId('history-row');
  expect(rows).toHaveLength(2);
  expect(rows[0].textContent).toContain('Recoil Case');
  expect(rows[0].textContent).toContain('In inventory');
  const href = new URL(within(rows[0]).getByTestId('history-verify').getAttribute('href')!, 'http://x');
  expect(Object.fromEntries(href.searchParams)).toEqual({ hash: 'h4sh', clientSeed: 'mine', nonce: '7', case: 'recoil-case', revision: '2' });
  // No proof (a skin changer's item): nothing to verify.
  expect(within(rows[1]).queryByTestId('history-verify')).toBeNull();
});

it('shows the tab the address names, and a revealed seed goes in the link itself', async () => {
  await at('/user/5?history=upgrades');
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Upgrades');
  const row = screen.getByTestId('history-row');
  expect(row.textContent).toContain('25.00%');
  expect(row.textContent).toContain('Won');
  const href = new URL(within(row).getByTestId('history-verify').getAttribute('href')!, 'http://x');
  expect(href.searchParams.get('serverSeed')).toBe('revealed');
  expect(href.searchParams.get('hash')).toBeNull();
});

it('switches tabs in the address: the statement signs each change in its currency', async () => {
  await at('/user/5?history=sales&x=1');
  expect(screen.getByTestId('history-empty').textContent).toBe('Nothing here yet.');
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Statement' })));
  expect(screen.getByTestId('where').textContent).toBe('/user/5?history=statement&x=1');
  const row = screen.getByTestId('history-row');
  expect(row.textContent).toContain('−$2.52');
  expect(row.textContent).toContain('$7.48');
  expect(row.textContent).toContain('Case opened');
});

it('reads an unknown tab as the first', () => {
  expect(tabOf('nope')).toBe('openings');
  expect(tabOf(null)).toBe('openings');
  expect(tabOf('statement')).toBe('statement');
});
