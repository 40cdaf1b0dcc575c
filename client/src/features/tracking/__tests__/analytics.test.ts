import { ALL, NECESSARY_ONLY, formatConsent, parseConsent, readConsent, writeConsent, CONSENT_EVENT, type Consent } from '../../../app/layout/consent';
import { ANALYTICS_DELAY_MS, deliver, pushAllowed, type AnalyticsBatch } from '../analytics';

const purchase = { event: 'purchase', params: { transactionId: 'ref-1', method: 'zen', amount: '25.00', currency: 'USD', userId: 7, serialNumber: 1 } };
const batch: AnalyticsBatch = {
  ga4: [purchase],
  fbq: [{ ...purchase, event: 'Purchase' }],
  snap: [{ ...purchase, event: 'PURCHASE' }],
  outbrain: [],
  taboola: [],
  mgid: [],
  bing: [],
};

function clearCookie() {
  document.cookie = 'consent=; path=/; max-age=0';
}

type W = { dataLayer?: Record<string, unknown>[] };
const layer = () => (window as unknown as W).dataLayer ?? [];

beforeEach(() => {
  clearCookie();
  delete (window as unknown as W).dataLayer;
});

describe('consent', () => {
  it('parses what it formats, the legacy accept, and nothing else', () => {
    expect(parseConsent(formatConsent({ analytics: true, marketing: false, at: 5 }))).toEqual({ analytics: true, marketing: false, at: 5 });
    expect(parseConsent('1')).toEqual(ALL);
    for (const bad of ['', 'yes', 'a2.m0', 'a1.m0.tx', 'a1']) expect(parseConsent(bad)).toBeNull();
  });

  it('is null before a choice, then the choice, announced on window', () => {
    expect(readConsent()).toBeNull();
    const seen: Consent[] = [];
    const on = (e: Event) => seen.push((e as CustomEvent<Consent>).detail);
    window.addEventListener(CONSENT_EVENT, on);
    writeConsent({ analytics: true, marketing: false });
    writeConsent(NECESSARY_ONLY, { quiet: true });
    window.removeEventListener(CONSENT_EVENT, on);
    expect(readConsent()).toMatchObject(NECESSARY_ONLY);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ analytics: true, marketing: false });
  });
});

describe('analytics delivery', () => {
  afterEach(() => jest.useRealTimers());

  it('pushes nothing without a choice or with necessary only', () => {
    expect(pushAllowed(batch, null)).toBe(0);
    expect(pushAllowed(batch, NECESSARY_ONLY)).toBe(0);
    expect(layer()).toEqual([]);
  });

  it('pushes each category only with its consent', () => {
    pushAllowed(batch, { analytics: true, marketing: false });
    expect(layer().map((e) => e.event)).toEqual(['purchase', 'first_topup']);
    expect(layer()[0]).toMatchObject({ transaction_id: 'ref-1', payment_method: 'zen', value: 25, currency: 'USD', user_id: '7', serial_number: 1 });
    delete (window as unknown as W).dataLayer;
    pushAllowed(batch, { analytics: false, marketing: true });
    expect(layer().map((e) => [e.network, e.name])).toEqual([['fbq', 'Purchase'], ['snap', 'PURCHASE']]);
  });

  it('pushes 2 s after arrival, with the consent of that moment', () => {
    jest.useFakeTimers();
    writeConsent({ analytics: true, marketing: false });
    deliver(batch);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(layer()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(layer().filter((e) => e.event === 'purchase')).toHaveLength(1);
  });

  it('drops what arrives while there is no consent, even if it is given later', () => {
    jest.useFakeTimers();
    deliver(batch);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    writeConsent(ALL);
    jest.advanceTimersByTime(10 * ANALYTICS_DELAY_MS);
    expect(layer()).toEqual([]);
  });

  it('a consent withdrawn during the delay stops the push', () => {
    jest.useFakeTimers();
    writeConsent(ALL);
    deliver(batch);
    writeConsent(NECESSARY_ONLY);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(layer()).toEqual([]);
  });
});
