// The analytics arrays the server hands out (spec 7: ga4, fbq, snap,
// outbrain, taboola, mgid, bing) go to window.dataLayer 2 s after they
// arrive, for the operator's tag manager to read: no third-party script runs
// on the page. ga4 is the analytics category, the other networks marketing;
// each is pushed only with its category's consent, read when the delay
// ends. Without it the events are dropped: the server handed them out once,
// and a later consent does not reach back to what happened before it.

import { readConsent, type Consent } from '../../app/layout/consent';
import { trackedEvents } from './dataLayer';

export const ANALYTICS_DELAY_MS = 2000;

export interface TrackedParams {
  transactionId?: string | null;
  method?: string | null;
  /** dollars, "25.00" */
  amount?: string | null;
  currency?: string | null;
  userId: number;
  serialNumber?: number | null;
}

export interface AnalyticsEntry {
  event: string;
  params: TrackedParams;
}

export const NETWORKS = ['ga4', 'fbq', 'snap', 'outbrain', 'taboola', 'mgid', 'bing'] as const;
export type Network = (typeof NETWORKS)[number];
export type AnalyticsBatch = Partial<Record<Network, readonly AnalyticsEntry[]>>;

/** The consent category a network's events need. */
export function categoryOf(network: Network): keyof Omit<Consent, 'at'> {
  return network === 'ga4' ? 'analytics' : 'marketing';
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** What one entry pushes: GA4's purchase keeps the ecommerce shape of the payment pages, the rest name their network. */
export function eventsOf(network: Network, e: AnalyticsEntry): Record<string, unknown>[] {
  const p = e.params;
  if (network === 'ga4' && e.event === 'purchase' && p.transactionId) {
    return trackedEvents({
      transactionId: p.transactionId,
      method: p.method ?? '',
      currency: p.currency ?? 'USD',
      amount: p.amount ?? '0',
      userId: String(p.userId),
      serialNumber: p.serialNumber ?? 0,
    });
  }
  const params: Record<string, unknown> = { user_id: String(p.userId) };
  if (p.transactionId) params.transaction_id = p.transactionId;
  if (p.method) params.payment_method = p.method;
  if (p.amount) {
    params.value = Number(p.amount);
    params.currency = p.currency ?? 'USD';
  }
  if (p.serialNumber) params.serial_number = p.serialNumber;
  if (network === 'ga4') return [{ event: e.event, ...params }];
  return [{ event: 'marketing', network, name: e.event, ...params }];
}

/** Pushes the batch's events allowed by the consent now; returns how many it pushed. */
export function pushAllowed(batch: AnalyticsBatch, consent: Consent | null, w: DataLayerWindow = window as DataLayerWindow): number {
  if (!consent) return 0;
  let pushed = 0;
  for (const network of NETWORKS) {
    if (!consent[categoryOf(network)]) continue;
    for (const entry of batch[network] ?? []) {
      const events = eventsOf(network, entry);
      if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
      w.dataLayer.push(...events);
      pushed += events.length;
    }
  }
  return pushed;
}

/** Dispatched on window after each delivery with {entries, pushed, events}: what arrived (events: its ga4 names) and what consent let through. */
export const DELIVERED_EVENT = 'analytics-delivered';

/** Schedules the batch's push ANALYTICS_DELAY_MS from now (spec 7), with the consent of that moment. */
export function deliver(batch: AnalyticsBatch, consent: () => Consent | null = readConsent): void {
  const entries = NETWORKS.reduce((n, k) => n + (batch[k]?.length ?? 0), 0);
  if (entries === 0) return;
  setTimeout(() => {
    const pushed = pushAllowed(batch, consent());
    window.dispatchEvent(new CustomEvent(DELIVERED_EVENT, { detail: { entries, pushed, events: (batch.ga4 ?? []).map((e) => e.event) } }));
  }, ANALYTICS_DELAY_MS);
}
