import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useRoutes } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// What the server answers: the methods, the viewer's active promo, createPayment.
const mockData = {
  me: { id: 'U1', balance: '10.00', activePromocode: { code: 'DEMO10', percent: 10, bonusBps: 1000 } as null | { code: string; percent: number; bonusBps: number } },
  settings: { minTopup: '4.00', paymentsSandbox: true },
  paymentMethods: [
    {
      codename: 'cards',
      name: 'Cards',
      methods: [
        {
          codename: 'zen',
          name: 'ZEN',
          group: 'cards',
          minAmount: '1.00',
          maxAmount: '1000.00',
          gates: [
            { codename: 'sandbox', name: 'Sandbox PSP', sandbox: true, minAmount: '1.00', maxAmount: '1000.00' },
            { codename: 'stripe', name: 'Stripe', sandbox: false, minAmount: '10.00', maxAmount: '500.00' },
          ],
        },
        { codename: 'widget', name: 'Card', group: 'cards', minAmount: '5.00', maxAmount: '0.00', gates: [{ codename: 'stripe', name: 'Stripe', sandbox: false, minAmount: '5.00', maxAmount: '0.00' }] },
      ],
    },
  ],
};
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  usePreloadedQuery: () => mockData,
  useLazyLoadQuery: () => ({ paymentMethods: [] }),
  useMutation: () => [mockCommit, false],
}));

import PayPage, { payNav } from '../PayPage';

const go = jest.spyOn(payNav, 'go').mockImplementation(() => {});
beforeAll(() => Promise.all([loadNamespaces('en', ['shell', 'pay', 'promo']), loadNamespaces('de', ['shell', 'pay', 'promo'])]));
beforeEach(() => {
  go.mockClear();
  mockCommit.mockReset();
  mockData.me.activePromocode = { code: 'DEMO10', percent: 10, bonusBps: 1000 };
});
afterEach(() => act(() => ui.get().notices.forEach((n) => ui.dismiss(n.key))));

function Routes() {
  const page = <PayPage queryRef={{} as never} />;
  return useRoutes(['/pay', '/pay/:method', '/pay/:method/:gate'].map((path) => ({ path, element: page })));
}

async function at(path: string, lang: 'en' | 'de' = 'en') {
  render(
    <IntlMessages lang={lang} namespaces={['shell', 'pay', 'promo']}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </IntlMessages>,
  );
  await screen.findByTestId('pay-page');
}

const amount = () => screen.getByTestId('pay-amount').querySelector('input') ?? (screen.getByTestId('pay-amount') as HTMLInputElement);
const type = (v: string) => fireEvent.change(amount(), { target: { value: v } });

it('lists the methods in their groups and asks for one', async () => {
  await at('/pay');
  expect(screen.getAllByTestId('pay-method').map((m) => m.getAttribute('data-method'))).toEqual(['zen', 'widget']);
  expect(screen.getByTestId('pay-choose').textContent).toBe('Choose a payment method.');
  expect(screen.queryByTestId('pay-submit')).toBeNull();
});

it('names the groups, methods and the sandbox gate in the page language by codename, and anything else as the server does', async () => {
  const methods = mockData.paymentMethods;
  const gate = (codename: string, name: string, sandbox = false) => ({ codename, name, sandbox, minAmount: '4.00', maxAmount: '0.00' });
  const method = (codename: string, name: string, group: string, gates = [gate('sandbox', 'Sandbox', true), gate('stripe', 'Stripe')]) => ({ codename, name, group, minAmount: '4.00', maxAmount: '0.00', gates });
  mockData.paymentMethods = [
    { codename: 'cards', name: 'Cards', methods: [method('widget', 'Card', 'cards'), method('apple-pay', 'Apple Pay', 'cards')] },
    { codename: 'alternative', name: 'Alternative methods', methods: [method('zen-widget', 'ZEN widget', 'alternative')] },
    { codename: 'skins', name: 'Skins', methods: [method('stmboy', 'Skins (stmboy)', 'skins')] },
    { codename: 'vouchers', name: 'Vouchers', methods: [method('giftcard', 'Gift card', 'vouchers')] },
  ];
  try {
    await at('/pay/widget', 'de');
    expect(screen.getAllByTestId('pay-group').map((g) => g.querySelector('h3')!.textContent)).toEqual(['Karten', 'Weitere Zahlungsarten', 'Skins', 'Vouchers']);
    expect(screen.getAllByTestId('pay-method').map((m) => m.querySelector('.pay-method__name')!.textContent)).toEqual([
      'Karte',
      'Apple Pay',
      'ZEN-Widget',
      'Skins (stmboy)',
      'Gift card',
    ]);
    expect(screen.getByTestId('pay-method-name').textContent).toBe('KarteTestmodus');
    expect(screen.getAllByTestId('pay-gate').map((g) => g.textContent)).toEqual(['TestanbieterTestmodus', 'Stripe']);
  } finally {
    mockData.paymentMethods = methods;
  }
});

it('says so for a method the route names that is not offered', async () => {
  await at('/pay/sofort');
  expect(screen.getByTestId('pay-choose').textContent).toBe('This payment method is not available. Please choose another one.');
});

it('takes the first gate, marks the sandbox and shows the bonus of the active promo before paying', async () => {
  await at('/pay/zen');
  expect(screen.getByTestId('pay-method-name').textContent).toContain('ZEN');
  expect(screen.getByTestId('pay-sandbox-badge')).toBeTruthy();
  expect(screen.getByTestId('pay-sandbox').textContent).toBe('Test payment: no real money is charged.');
  expect(screen.getAllByTestId('pay-gate').map((g) => [g.getAttribute('data-gate'), g.getAttribute('aria-current')])).toEqual([
    ['sandbox', 'true'],
    ['stripe', null],
  ]);
  // The gate's minimum under $4 becomes $4 (spec 9).
  expect(screen.getByTestId('pay-limits').textContent).toBe('From $4.00 to $1,000.00');
  expect(screen.getByTestId('pay-active-promo').textContent).toBe('Promo code DEMO10 is active: +10% on this deposit.');
  type('25');
  expect(screen.getByTestId('pay-bonus').textContent).toBe('+10% bonus: you get $27.50');
  expect(screen.getByTestId('pay-bonus').getAttribute('data-cents')).toBe('250');
  expect(screen.getByTestId('pay-submit').textContent).toBe('Pay $25.00');
});

it('checks the amount against the chosen gate’s limits, with 2 decimals at most', async () => {
  await at('/pay/zen/stripe');
  type('9.99');
  expect(screen.getByRole('alert').textContent).toBe('The minimum amount is $10.00.');
  expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
  type('500.01');
  expect(screen.getByRole('alert').textContent).toBe('The maximum amount is $500.00.');
  // The field keeps 2 decimals (spec 5).
  type('12,345');
  expect(amount().value).toBe('12.34');
  expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false);
});

it('offers quick amounts within the limits', async () => {
  await at('/pay/zen/stripe');
  expect(screen.getAllByTestId('pay-quick').map((b) => b.getAttribute('data-cents'))).toEqual(['1000', '2500', '5000', '10000', '25000']);
  fireEvent.click(screen.getAllByTestId('pay-quick')[1]);
  expect(amount().value).toBe('25');
  expect(screen.getByTestId('pay-submit').textContent).toBe('Pay $25.00');
});

it('shows no bonus without an active promo, and no maximum when the gate has none', async () => {
  mockData.me.activePromocode = null;
  await at('/pay/widget');
  type('25');
  expect(screen.queryByTestId('pay-bonus')).toBeNull();
  expect(screen.queryByTestId('pay-active-promo')).toBeNull();
  expect(screen.getByTestId('pay-limits').textContent).toBe('From $5.00');
});

it('creates the payment and leaves for the gateway’s page', async () => {
  await at('/pay/zen');
  type('25');
  fireEvent.click(screen.getByTestId('pay-submit'));
  expect(mockCommit).toHaveBeenCalledTimes(1);
  const config = mockCommit.mock.calls[0][0];
  expect(config.variables).toEqual({ input: { method: 'zen', gate: 'sandbox', amount: '25.00' } });
  act(() => config.onCompleted({ createPayment: { payment: { id: 'P1', reference: 'ref1', status: 'created' }, redirect: '/sandbox/psp/pay/P1' } }));
  expect(go).toHaveBeenCalledWith('/sandbox/psp/pay/P1');
});

it('stays when the server gives nowhere to pay, and says so', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await at('/pay/zen');
  type('25');
  fireEvent.click(screen.getByTestId('pay-submit'));
  act(() => mockCommit.mock.calls[0][0].onCompleted({ createPayment: { payment: { id: 'P1', reference: 'ref1', status: 'created' }, redirect: '' } }));
  expect(go).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith('[api]', 'api.internal', 'no payment page');
  await waitFor(() => expect(ui.get().notices.some((n) => n.tone === 'error')).toBe(true));
});
