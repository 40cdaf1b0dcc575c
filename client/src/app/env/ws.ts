import { createClient, type Client, type FormattedExecutionResult, type Sink, type SubscribePayload } from 'graphql-ws';
import { getToken, onTokenChange } from '../auth/token';
import { tokenRefused } from './http';
import { getLang } from './lang';

// The subscription client: loaded (with graphql-ws) by the first subscription,
// not with the first paint (see relay.ts).

function create(): Client {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createClient({
    url: `${proto}//${window.location.host}/graphql?locale=${getLang()}`,
    lazy: true,
    generateID: (payload) => ids.get(payload) ?? `x${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // Reconnect at once the first time (a token change drops the socket on
    // purpose), then back off up to ~15 s while the server is away.
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, retries === 0 ? 0 : Math.min(1000 * 2 ** retries, 15_000) + Math.random() * 1000)),
    on: {
      // 4403: the server ended the token's authority (signed out elsewhere,
      // expired, or refused at init). Drop it like a 401 does; the socket
      // comes back as a visitor's.
      closed: (event) => {
        if ((event as CloseEvent | undefined)?.code === 4403 && getToken()) tokenRefused();
      },
    },
    connectionParams: () => {
      const token = getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
}

// Subscription ids come from the operation, not at random: the server frames
// a shared subscription's event (the live feed) once per distinct id, so
// every page that uses the same id shares the bytes. An id is unique among
// the socket's running subscriptions (a second copy of an operation gets a
// suffix) and free again when its subscription ends.
const ids = new WeakMap<SubscribePayload, string>();
const running = new Set<string>();

/** The id of an operation's subscription, unique among the running ones. */
export function subscriptionId(payload: SubscribePayload): string {
  const hash = (payload.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash;
  const base = hash ? hash.slice(0, 16) : payload.operationName || 'op';
  let id = base;
  for (let n = 2; running.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Subscribes with the operation's id (see subscriptionId). */
export function subscribe(payload: SubscribePayload, sink: Sink<FormattedExecutionResult<Record<string, unknown>, unknown>>): () => void {
  const id = subscriptionId(payload);
  running.add(id);
  ids.set(payload, id);
  let ended = false;
  const end = () => {
    if (!ended) running.delete(id);
    ended = true;
  };
  const dispose = client.subscribe(payload, {
    next: (v) => sink.next(v),
    error: (e) => {
      end();
      sink.error(e);
    },
    complete: () => {
      end();
      sink.complete();
    },
  });
  return () => {
    end();
    dispose();
  };
}

export const client = create();

// Subscriptions run as the signed-in user: drop the socket when the token
// changes. The client reconnects with fresh connectionParams and resumes the
// active subscriptions (4499 "Terminated" is a retryable close).
onTokenChange(() => client.terminate());
