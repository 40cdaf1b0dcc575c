import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const prize = (id: string, name: string, weight: number) => ({
  weight, chanceBps: 0, item: { id, marketHashName: name, rarity: 'milspec', image: '', price: '0.10' },
});
const mockData = {
  warehouse: [
    { bullets: 100, revision: 1, totalWeight: 4, prizes: [prize('I1', 'P250 | Sand Dune (Field-Tested)', 3), prize('I2', 'AK-47 | Redline (Field-Tested)', 1)] },
    { bullets: 500, revision: 2, totalWeight: 1, prizes: [prize('I3', 'AWP | Asiimov (Field-Tested)', 1)] },
  ],
  me: { id: 'U1', bullets: 150 },
};
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import Warehouse, { warehouseVerifyLink } from '../Warehouse';

beforeAll(() => loadNamespaces('en', ['shell', 'warehouse']));

it('shows a pool’s odds from its weights, opens it and links the drop to the verifier', async () => {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'warehouse']}>
      <MemoryRouter>
        <Warehouse />
      </MemoryRouter>
    </IntlMessages>,
  );
  expect(await screen.findByText('Warehouse')).toBeTruthy();
  const odds = screen.getByTestId('warehouse-odds');
  expect(odds.textContent).toContain('75%');
  expect(odds.textContent).toContain('25%');
  fireEvent.click(screen.getByTestId('warehouse-pool-500'));
  expect((screen.getByTestId('warehouse-open') as HTMLButtonElement).disabled).toBe(true); // 150 < 500
  fireEvent.click(screen.getByTestId('warehouse-pool-100'));
  fireEvent.click(screen.getByTestId('warehouse-open'));
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ bullets: 100 });
  await act(async () =>
    mockCommit.mock.calls[0][0].onCompleted({
      openWarehouse: {
        nonce: 7, ticket: 2,
        drop: { id: 'D1', roll: 'warehouse:100:1', price: '0.10', item: { marketHashName: 'P250 | Sand Dune (Field-Tested)', rarity: 'milspec', image: '' } },
        seed: { serverSeedHash: 'abc', clientSeed: 'seed' },
        user: { id: 'U1', bullets: 50 },
      },
    }),
  );
  const link = screen.getByTestId('warehouse-verify-link').getAttribute('href') ?? '';
  expect(link).toContain('/fair?');
  expect(new URLSearchParams(link.split('?')[1]).get('roll')).toBe('warehouse:100:1');
  expect(new URLSearchParams(link.split('?')[1]).get('hash')).toBe('abc');
});

it('builds the verify link from the nonce, the seed hash and the roll', () => {
  const p = new URLSearchParams(warehouseVerifyLink({ nonce: 3, roll: 'warehouse:500:2', serverSeedHash: 'h', clientSeed: 'c' }).split('?')[1]);
  expect([p.get('nonce'), p.get('roll'), p.get('hash'), p.get('clientSeed')]).toEqual(['3', 'warehouse:500:2', 'h', 'c']);
});
