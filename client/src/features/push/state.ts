import { useSyncExternalStore } from 'react';

// The push state machine (spec 4 "Push"): unsupported when the browser
// lacks notifications, service workers or the Push API; once the service
// worker registers, subscribed when permission is granted and this browser
// has a subscription, else ready. A failed registration is logged and
// changes nothing: the state stays unsupported, since nothing can be sent
// without the worker.

export type PushState = 'unsupported' | 'ready' | 'subscribed';

/** What the state machine uses of the browser (tests pass their own). */
export interface PushBrowser {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  PushManager?: unknown;
}

export function browser(): PushBrowser {
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    PushManager: typeof PushManager === 'undefined' ? undefined : PushManager,
  };
}

export function supported(b: PushBrowser): boolean {
  return !!b.Notification && !!b.serviceWorker && !!b.PushManager;
}

let state: PushState = 'unsupported';
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

function set(next: PushState) {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l());
}

export const pushState = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

export function usePushState(): PushState {
  return useSyncExternalStore(pushState.subscribe, pushState.get, pushState.get);
}

/**
 * The build's version: the entry script's content hash, so that a deploy
 * registers its own worker (/dist/service-worker.js?v=...).
 */
export function buildVersion(doc: Document = document): string {
  for (const s of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    const m = /\/assets\/([^/]+?)\.js(?:$|\?)/.exec(s.src);
    if (m) return m[1];
  }
  return 'dev';
}

export const WORKER_PATH = '/dist/service-worker.js';

/** Registers the worker and settles the state; at most once per page. */
export async function startPush(b: PushBrowser = browser(), version = buildVersion()): Promise<PushState> {
  if (!supported(b)) {
    set('unsupported');
    return state;
  }
  try {
    registration = await b.serviceWorker!.register(`${WORKER_PATH}?v=${encodeURIComponent(version)}`, { scope: '/' });
  } catch (err) {
    console.error('[push] service worker registration failed', err);
    return state;
  }
  const sub = b.Notification!.permission === 'granted' ? await registration.pushManager.getSubscription() : null;
  set(sub ? 'subscribed' : 'ready');
  return state;
}

export class PushDenied extends Error {
  constructor() {
    super('notifications not allowed');
    this.name = 'PushDenied';
  }
}

/** A browser subscription as the server takes it. */
export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** applicationServerKey wants the raw bytes of the base64url key. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Asks for permission, subscribes this browser with the server's key and
 * hands the subscription to save (the server); subscribed once it is saved.
 */
export async function enablePush(publicKey: string, save: (s: SubscriptionKeys) => Promise<unknown>, b: PushBrowser = browser()): Promise<void> {
  if (!registration || !b.Notification) throw new Error('push is not available');
  const permission = b.Notification.permission === 'granted' ? 'granted' : await b.Notification.requestPermission();
  if (permission !== 'granted') throw new PushDenied();
  const sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = sub.toJSON();
  await save({ endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' });
  set('subscribed');
}

/** Removes this browser's subscription, on the server (remove) and in the browser. */
export async function disablePush(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  const sub = await registration?.pushManager.getSubscription();
  if (sub) {
    await remove(sub.endpoint);
    await sub.unsubscribe();
  }
  set('ready');
}

/** Tests: back to the first state. */
export function resetPush(): void {
  registration = null;
  state = 'unsupported';
}
