import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useFragment: (_f: unknown, ref: unknown) => ref,
  useMutation: () => [mockCommit, false],
}));

import { BalanceCard } from '../BalanceCard';

beforeAll(() => loadNamespaces('en', ['shell', 'partner']));
beforeEach(() => mockCommit.mockReset());

function show(partnerBalance: string) {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'partner']}>
      <BalanceCard partner={{ partnerBalance, earnings: '40.00', cryptoMinimum: '20.00', cryptoCoins: ['btc', 'ltc'] } as never} onDone={() => {}} />
    </IntlMessages>,
  );
}

it('withdraws everything to the balance as null (all of it) and a part as its amount', async () => {
  show('30.50');
  expect((await screen.findByTestId('partner-balance')).textContent).toBe('$30.50');
  fireEvent.click(screen.getByTestId('partner-withdraw-balance'));
  fireEvent.click(screen.getByTestId('partner-dialog-submit'));
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ amount: null });
  fireEvent.change(screen.getByTestId('partner-amount'), { target: { value: '10' } });
  fireEvent.click(screen.getByTestId('partner-dialog-submit'));
  expect(mockCommit.mock.calls[1][0].variables).toEqual({ amount: '10.00' });
  fireEvent.change(screen.getByTestId('partner-amount'), { target: { value: '31' } });
  expect((screen.getByTestId('partner-dialog-submit') as HTMLButtonElement).disabled).toBe(true);
});

it('asks a crypto payout for a coin, a wallet and at least the minimum', async () => {
  show('30.50');
  fireEvent.click(await screen.findByTestId('partner-withdraw-crypto'));
  const submit = screen.getByTestId('partner-dialog-submit') as HTMLButtonElement;
  expect(submit.disabled).toBe(true); // no wallet yet
  fireEvent.change(screen.getByTestId('partner-wallet'), { target: { value: ' ltc1qexample ' } });
  fireEvent.click(screen.getByTestId('partner-coin-ltc'));
  fireEvent.change(screen.getByTestId('partner-crypto-amount'), { target: { value: '19.99' } });
  expect(submit.disabled).toBe(true);
  fireEvent.change(screen.getByTestId('partner-crypto-amount'), { target: { value: '25' } });
  fireEvent.click(submit);
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ coin: 'ltc', wallet: 'ltc1qexample', amount: '25.00' });
});

it('explains a balance below zero and offers no withdrawal', async () => {
  show('-3.00');
  expect(await screen.findByTestId('partner-balance-negative')).toBeTruthy();
  expect((screen.getByTestId('partner-withdraw-balance') as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByTestId('partner-withdraw-crypto') as HTMLButtonElement).disabled).toBe(true);
});
