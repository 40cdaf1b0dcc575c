import { SENT_KEY, SENT_MAX, pushTrackedPayment, topupOrdinal, trackedEvents, type TrackedPayment } from '../dataLayer';

const payment = (over: Partial<TrackedPayment> = {}): TrackedPayment => ({
  transactionId: 'pay_1',
  method: 'zen',
  currency: 'USD',
  amount: '25.00',
  userId: 'U1',
  serialNumber: 3,
  ...over,
});

beforeEach(() => localStorage.clear());

describe('the tracked payment event', () => {
  it('creates window.dataLayer when missing and pushes the purchase in USD', () => {
    const w: { dataLayer?: unknown[] } = {};
    expect(pushTrackedPayment(payment(), w, localStorage)).toBe(true);
    expect(w.dataLayer).toHaveLength(1);
    expect(w.dataLayer![0]).toMatchObject({
      event: 'purchase',
      transaction_id: 'pay_1',
      payment_method: 'zen',
      currency: 'USD',
      value: 25,
      user_id: 'U1',
      serial_number: 3,
      topup: null,
      ecommerce: { transaction_id: 'pay_1', currency: 'USD', value: 25 },
    });
  });

  it('keeps what the page already had in the data layer', () => {
    const w = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushTrackedPayment(payment(), w, localStorage);
    expect(w.dataLayer.map((e) => (e as { event: string }).event)).toEqual(['gtm.js', 'purchase']);
  });

  it('pushes each payment once, across reloads (remembered in localStorage)', () => {
    const w: { dataLayer?: unknown[] } = {};
    expect(pushTrackedPayment(payment(), w, localStorage)).toBe(true);
    expect(pushTrackedPayment(payment(), w, localStorage)).toBe(false);
    const reloaded: { dataLayer?: unknown[] } = {};
    expect(pushTrackedPayment(payment(), reloaded, localStorage)).toBe(false);
    expect(reloaded.dataLayer).toBeUndefined();
    expect(pushTrackedPayment(payment({ transactionId: 'pay_2' }), w, localStorage)).toBe(true);
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!)).toEqual(['pay_1', 'pay_2']);
    expect(w.dataLayer).toHaveLength(2);
  });

  it('marks the first and the second top-up (serial numbers 1 and 2)', () => {
    expect(topupOrdinal(1)).toBe('first');
    expect(topupOrdinal(2)).toBe('second');
    expect(topupOrdinal(3)).toBeNull();
    expect(trackedEvents(payment({ serialNumber: 1 }))).toEqual([
      expect.objectContaining({ event: 'purchase', topup: 'first', serial_number: 1 }),
      { event: 'first_topup', transaction_id: 'pay_1', currency: 'USD', value: 25, user_id: 'U1' },
    ]);
    expect(trackedEvents(payment({ serialNumber: 2 }))[1]).toMatchObject({ event: 'second_topup' });
    expect(trackedEvents(payment({ serialNumber: 7 }))).toHaveLength(1);
  });

  it('remembers a bounded number of ids and survives a broken list', () => {
    localStorage.setItem(SENT_KEY, '{not json');
    const w: { dataLayer?: unknown[] } = {};
    expect(pushTrackedPayment(payment(), w, localStorage)).toBe(true);
    for (let i = 0; i < SENT_MAX + 10; i++) pushTrackedPayment(payment({ transactionId: `p${i}` }), w, localStorage);
    const ids = JSON.parse(localStorage.getItem(SENT_KEY)!) as string[];
    expect(ids).toHaveLength(SENT_MAX);
    expect(ids[ids.length - 1]).toBe(`p${SENT_MAX + 9}`);
  });
});
