import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const row = { id: 'W1', dropId: 'D1', state: 'delivered', kind: 'crypto', value: '12.50', reason: '', createdAt: '2026-12-01T10:00:00Z', updatedAt: '2026-12-01T10:05:00Z' };
const mockQuery = jest.fn();
let mockConfig: { onNext?: () => void } = {};
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (...args: unknown[]) => mockQuery(...args),
  useSubscription: (c: { onNext?: () => void }) => {
    mockConfig = c;
  },
}));

import { WithdrawalsHistory } from '../WithdrawalsHistory';

beforeAll(() => loadNamespaces('en', ['shell', 'users', 'inventory', 'history']));

it('reads its page again when one of the viewer’s items changes state, so a new payout shows without a reload', async () => {
  // Before the withdrawal the list is empty; after the item's change it holds the payout.
  mockQuery.mockImplementation((_q: unknown, _v: unknown, opts: { fetchKey: number }) => ({
    withdrawals: opts.fetchKey === 0 ? { total: 0, items: [] } : { total: 1, items: [row] },
  }));
  render(
    <IntlMessages lang="en" namespaces={['shell', 'users', 'inventory', 'history']}>
      <MemoryRouter>
        <WithdrawalsHistory />
      </MemoryRouter>
    </IntlMessages>,
  );
  expect(screen.getByTestId('withdrawals-empty')).toBeTruthy();
  await act(async () => mockConfig.onNext?.());
  expect(screen.queryByTestId('withdrawals-empty')).toBeNull();
  expect(screen.getByTestId('withdrawals-history').textContent).toContain('$12.50');
});
