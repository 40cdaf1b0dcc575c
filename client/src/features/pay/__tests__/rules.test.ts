import {
  MIN_TOPUP_CENTS,
  bonusCents,
  checkAmount,
  expectedView,
  findMethod,
  isFinal,
  limitsOf,
  parseAmount,
  pickGate,
  promoBps,
  quickAmounts,
  resultView,
} from '../rules';

describe('the amount typed', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.99', 99],
    ['.5', 50],
    ['4.', 400],
    [' 10 ', 1000],
    ['007', 700],
  ])('%j is %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', '.', '1.234', '1,5', 'abc', '-5', '1e3', '12.3.4'])('%j is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('stays exact where floats would not (0.29 × 100 is 28.999…)', () => {
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1.15')).toBe(115);
    expect(parseAmount('4.35')).toBe(435);
  });
});

describe('limits of a gate', () => {
  it('never go under the minimum top-up of $4 (spec 9)', () => {
    expect(MIN_TOPUP_CENTS).toBe(400);
    expect(limitsOf({ minAmount: '1.00', maxAmount: '1000.00' })).toEqual({ min: 400, max: 100_000 });
    expect(limitsOf({ minAmount: '10.00', maxAmount: '1000.00' })).toEqual({ min: 1000, max: 100_000 });
  });

  it('take the site minimum when it is higher', () => {
    expect(limitsOf({ minAmount: '5.00', maxAmount: '500.00' }, '7.50')).toEqual({ min: 750, max: 50_000 });
    expect(limitsOf({ minAmount: '5.00', maxAmount: '500.00' }, null)).toEqual({ min: 500, max: 50_000 });
  });

  it('treat a zero maximum as none, and never put the maximum under the minimum', () => {
    expect(limitsOf({ minAmount: '5.00', maxAmount: '0.00' }).max).toBe(Number.MAX_SAFE_INTEGER);
    expect(limitsOf({ minAmount: '5.00', maxAmount: '4.00' })).toEqual({ min: 500, max: 500 });
  });
});

describe('checking the amount against the limits', () => {
  const limits = { min: 400, max: 100_000 };

  it('accepts the bounds themselves', () => {
    expect(checkAmount('4', limits)).toEqual({ kind: 'ok', cents: 400 });
    expect(checkAmount('1000.00', limits)).toEqual({ kind: 'ok', cents: 100_000 });
    expect(checkAmount('25', limits)).toEqual({ kind: 'ok', cents: 2500 });
  });

  it('names the bound that is crossed', () => {
    expect(checkAmount('3.99', limits)).toEqual({ kind: 'tooLow', min: 400 });
    expect(checkAmount('1000.01', limits)).toEqual({ kind: 'tooHigh', max: 100_000 });
  });

  it('tells an empty field from one that is not an amount', () => {
    expect(checkAmount('', limits)).toEqual({ kind: 'empty' });
    expect(checkAmount('  ', limits)).toEqual({ kind: 'empty' });
    expect(checkAmount('.', limits)).toEqual({ kind: 'invalid' });
    expect(checkAmount('0', limits)).toEqual({ kind: 'invalid' });
    expect(checkAmount('5.555', limits)).toEqual({ kind: 'invalid' });
  });
});

describe('quick amounts', () => {
  it('offers those within the limits', () => {
    expect(quickAmounts({ min: 400, max: 100_000 })).toEqual([500, 1000, 2500, 5000, 10_000, 25_000]);
    expect(quickAmounts({ min: 1000, max: 5000 })).toEqual([1000, 2500, 5000]);
  });

  it('offers the minimum when none fits', () => {
    expect(quickAmounts({ min: 30_000, max: 40_000 })).toEqual([30_000]);
  });
});

describe('the deposit bonus, in integer cents', () => {
  it('is truncate(cents × percent / 100) for a whole percent', () => {
    // "+10% bonus: you get $27.50" for $25.
    expect(bonusCents(2500, 1000)).toBe(250);
    expect(bonusCents(999, 1000)).toBe(99); // 99.9 truncated
    expect(bonusCents(1, 1500)).toBe(0);
    expect(bonusCents(433, 700)).toBe(30); // 30.31
    for (const cents of [400, 401, 1234, 99_999, 123_457]) {
      for (const percent of [1, 5, 10, 15, 33, 100]) {
        expect(bonusCents(cents, percent * 100)).toBe(Math.trunc((cents * percent) / 100));
      }
    }
  });

  it('uses the basis points the server gives (paid × bonus_bps, truncated)', () => {
    expect(bonusCents(2500, 1250)).toBe(312); // 312.5
    expect(bonusCents(2 ** 50, 10_000)).toBe(2 ** 50);
  });

  it('is nothing without a promo or an amount', () => {
    expect(bonusCents(0, 1000)).toBe(0);
    expect(bonusCents(-100, 1000)).toBe(0);
    expect(bonusCents(2500, 0)).toBe(0);
  });

  it('takes the promo’s basis points, else its whole percent', () => {
    expect(promoBps(null)).toBe(0);
    expect(promoBps({ percent: 10, bonusBps: 1000 })).toBe(1000);
    expect(promoBps({ percent: 12, bonusBps: 1250 })).toBe(1250);
    expect(promoBps({ percent: 10, bonusBps: 0 })).toBe(1000);
    expect(promoBps({ percent: 10 })).toBe(1000);
  });
});

describe('methods and gates from the route', () => {
  const sandbox = { codename: 'sandbox', name: 'Sandbox' };
  const stripe = { codename: 'stripe', name: 'Stripe' };
  const groups = [
    { methods: [{ codename: 'zen', gates: [sandbox, stripe] }] },
    { methods: [{ codename: 'widget', gates: [stripe] }, { codename: 'sofort', gates: [] }] },
  ];

  it('finds the method the route names', () => {
    expect(findMethod(groups, 'widget')?.codename).toBe('widget');
    expect(findMethod(groups, 'apple-pay')).toBeNull();
    expect(findMethod(groups, undefined)).toBeNull();
  });

  it('takes the named gate, else the first, and nothing for an unknown one', () => {
    const zen = findMethod(groups, 'zen')!;
    expect(pickGate(zen, undefined)).toBe(sandbox);
    expect(pickGate(zen, 'stripe')).toBe(stripe);
    expect(pickGate(zen, 'paypal')).toBeNull();
    expect(pickGate(findMethod(groups, 'sofort')!, undefined)).toBeNull();
  });
});

describe('result pages', () => {
  it('show the state the payment reached, whatever page the gateway chose', () => {
    expect(resultView('succeeded')).toBe('success');
    expect(resultView('pending')).toBe('pending');
    expect(resultView('created')).toBe('pending');
    expect(resultView('failed')).toBe('fail');
    expect(resultView('expired')).toBe('fail');
    expect(resultView('refunded')).toBe('refunded');
  });

  it('follow a payment only while it can still change', () => {
    expect(isFinal('created')).toBe(false);
    expect(isFinal('pending')).toBe(false);
    expect(['succeeded', 'failed', 'expired', 'refunded'].every((s) => isFinal(s as never))).toBe(true);
  });

  it('expect what the route says before the payment is read', () => {
    expect(expectedView('/payment-success')).toBe('success');
    expect(expectedView('/payment-fail')).toBe('fail');
    expect(expectedView('/payment-pending')).toBe('pending');
    expect(expectedView('/payment-pending-gm')).toBe('pending');
  });
});
