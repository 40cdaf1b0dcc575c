// The tracked payment event (spec 3, 9): a successful top-up is pushed to the
// page's analytics data layer once per payment, in USD, with the player's
// first and second top-ups marked. The ids already sent are remembered in
// localStorage, so a reload or a second visit to the result page sends nothing.

export interface TrackedPayment {
  transactionId: string;
  method: string;
  currency: string;
  /** dollars, "25.00" */
  amount: string;
  userId: string;
  serialNumber: number;
}

export const SENT_KEY = 'tracked-payments';
/** Ids kept: enough for any player's recent payments. */
export const SENT_MAX = 50;

type DataLayerWindow = { dataLayer?: unknown[] };

function sentIds(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** "first" and "second" for the serial numbers tracked as such (spec 9). */
export function topupOrdinal(serial: number): 'first' | 'second' | null {
  return serial === 1 ? 'first' : serial === 2 ? 'second' : null;
}

/** The events a successful payment pushes: the purchase, then the first or second top-up when it is one. */
export function trackedEvents(t: TrackedPayment): Record<string, unknown>[] {
  const value = Number(t.amount);
  const ordinal = topupOrdinal(t.serialNumber);
  const purchase = {
    event: 'purchase',
    transaction_id: t.transactionId,
    payment_method: t.method,
    currency: 'USD',
    value,
    user_id: t.userId,
    serial_number: t.serialNumber,
    topup: ordinal,
    ecommerce: {
      transaction_id: t.transactionId,
      currency: 'USD',
      value,
      items: [{ item_id: t.method, item_name: 'balance top-up', price: value, quantity: 1 }],
    },
  };
  if (!ordinal) return [purchase];
  return [purchase, { event: `${ordinal}_topup`, transaction_id: t.transactionId, currency: 'USD', value, user_id: t.userId }];
}

/**
 * Pushes the payment's events to window.dataLayer (created when missing)
 * unless this payment was pushed before; returns whether it pushed.
 */
export function pushTrackedPayment(t: TrackedPayment, w: DataLayerWindow = window as DataLayerWindow, storage: Storage = localStorage): boolean {
  const sent = sentIds(storage);
  if (sent.includes(t.transactionId)) return false;
  // Remembered first: a failure below must not push it twice later.
  try {
    storage.setItem(SENT_KEY, JSON.stringify([...sent, t.transactionId].slice(-SENT_MAX)));
  } catch {
    // storage full or disabled: push anyway, once for this page
  }
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(...trackedEvents(t));
  return true;
}
