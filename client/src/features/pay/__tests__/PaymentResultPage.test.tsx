import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { setToken } from '../../../app/auth/token';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/layout/viewer', () => ({ refetchViewer: jest.fn() }));

type Payment = Record<string, unknown> & { status: string };
let mockPayment: Payment | null = null;
const mockSubscriptions: { variables: unknown; onError?: (e: Error) => void }[] = [];
const mockFetches: unknown[] = [];
const mockRefreshes: unknown[] = [];
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useRelayEnvironment: () => ({}),
  useLazyLoadQuery: () => ({ payment: mockPayment && { ...mockPayment } }),
  requestSubscription: (_env: unknown, config: { variables: unknown; onError?: (e: Error) => void }) => {
    mockSubscriptions.push(config);
    return { dispose: () => {} };
  },
  fetchQuery: (_env: unknown, _q: unknown, variables: unknown) => {
    mockFetches.push(variables);
    return { subscribe: () => ({ unsubscribe: () => {} }) };
  },
  commitMutation: (_env: unknown, config: { variables: unknown }) => {
    mockRefreshes.push(config.variables);
    return { dispose: () => {} };
  },
}));

import PaymentResultPage from '../PaymentResultPage';
import { refetchViewer } from '../../../app/layout/viewer';
import { SENT_KEY } from '../../tracking';

const payment = (status: string, extra: Record<string, unknown> = {}): Payment => ({
  id: 'P1',
  reference: 'ref_abc',
  status,
  method: 'zen',
  gateName: 'Sandbox PSP',
  sandbox: true,
  amount: '25.00',
  paidAmount: '0.00',
  bonusAmount: '0.00',
  bonusBps: 0,
  analytics: null,
  ...extra,
});
const succeeded = (serialNumber = 1) =>
  payment('succeeded', {
    paidAmount: '25.00',
    bonusAmount: '2.50',
    bonusBps: 1000,
    analytics: { transactionId: 'ref_abc', method: 'zen', currency: 'USD', amount: '25.00', userId: 'U1', serialNumber },
  });

type W = { dataLayer?: Record<string, unknown>[] };
beforeAll(() => loadNamespaces('en', ['shell', 'pay']));
beforeEach(() => {
  setToken('t0k3n');
  localStorage.removeItem(SENT_KEY);
  delete (window as W).dataLayer;
  mockSubscriptions.length = 0;
  mockFetches.length = 0;
  mockRefreshes.length = 0;
  (refetchViewer as jest.Mock).mockClear();
});
afterEach(() => setToken(null));

function tree(path: string) {
  return (
    <IntlMessages lang="en" namespaces={['shell', 'pay']}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentResultPage />
      </MemoryRouter>
    </IntlMessages>
  );
}

it('turns a pending page into a success when the payment succeeds, then updates the balance and tracks it once', async () => {
  mockPayment = payment('pending');
  const { rerender } = render(tree('/payment-pending?reference=ref_abc'));
  expect((await screen.findByTestId('payment-result')).getAttribute('data-view')).toBe('pending');
  expect(screen.getByTestId('payment-title').textContent).toBe('Payment pending');
  // Followed live, and the gateway asked once.
  expect(mockSubscriptions.map((s) => s.variables)).toEqual([{ reference: 'ref_abc' }]);
  expect(mockRefreshes).toEqual([{ reference: 'ref_abc' }]);
  expect(refetchViewer).not.toHaveBeenCalled();

  // The webhook lands: the subscription (or a poll) brings the new state.
  mockPayment = succeeded(1);
  rerender(tree('/payment-pending?reference=ref_abc'));
  expect(screen.getByTestId('payment-result').getAttribute('data-view')).toBe('success');
  expect(screen.getByTestId('payment-title').textContent).toBe('Payment successful');
  expect(screen.getByTestId('payment-text').textContent).toBe('$27.50 has been added to your balance.');
  expect(screen.getByTestId('payment-amount').textContent).toBe('$25.00');
  expect(screen.getByTestId('payment-bonus').textContent).toBe('+$2.50');
  expect(refetchViewer).toHaveBeenCalledTimes(1);
  // The tracked payment event is taken from the player's analytics queue
  // (takeAnalytics, no variables) once; features/tracking pushes it later,
  // with consent. Nothing is pushed here.
  expect(mockRefreshes).toEqual([{ reference: 'ref_abc' }, {}]);
  expect((window as W).dataLayer).toBeUndefined();

  // Again (a rerender): not taken twice.
  rerender(tree('/payment-pending?reference=ref_abc&x=1'));
  expect(mockRefreshes).toEqual([{ reference: 'ref_abc' }, {}]);
});

it('shows the failure the payment reached even on the success page, with a way back to the method', async () => {
  mockPayment = payment('failed');
  render(tree('/payment-success?reference=ref_abc'));
  expect((await screen.findByTestId('payment-result')).getAttribute('data-view')).toBe('fail');
  expect(screen.getByTestId('payment-retry').getAttribute('href')).toBe('/pay/zen');
  // A final state is not followed, nor tracked.
  expect(mockSubscriptions).toEqual([]);
  expect(mockRefreshes).toEqual([]);
  expect((window as W).dataLayer).toBeUndefined();
});

it('polls every few seconds when the live update fails', async () => {
  jest.useFakeTimers();
  try {
    mockPayment = payment('created');
    render(tree('/payment-pending-gm?reference=ref_abc'));
    await act(async () => {});
    act(() => mockSubscriptions[0].onError?.(new Error('socket closed')));
    act(() => jest.advanceTimersByTime(3_000));
    expect(mockFetches).toEqual([{ reference: 'ref_abc' }]);
    act(() => jest.advanceTimersByTime(3_000));
    expect(mockFetches).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

it('says when the payment is not the viewer’s or does not exist', async () => {
  mockPayment = null;
  render(tree('/payment-success?reference=nope'));
  expect(await screen.findByTestId('payment-not-found')).toBeTruthy();
});

it('without a reference, shows what the route stands for', async () => {
  render(tree('/payment-fail'));
  expect((await screen.findByTestId('payment-result')).getAttribute('data-view')).toBe('fail');
  expect(screen.getByTestId('payment-retry').getAttribute('href')).toBe('/pay');
});

it('asks a visitor to sign in', async () => {
  setToken(null);
  render(tree('/payment-success?reference=ref_abc'));
  expect(await screen.findByTestId('error-401')).toBeTruthy();
});
