import { createClient, type Client } from 'graphql-ws';
import {
  Environment, Network, Observable, RecordSource, Store,
  type FetchFunction, type GraphQLResponse, type SubscribeFunction,
} from 'relay-runtime';
import { getToken, onTokenChange } from '../auth/token';
import { ApiError, apiErrorFromGraphQL } from '../errors/ApiError';
import { apiFetch } from './http';
import { getLang } from './lang';

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.from(
    (async (): Promise<GraphQLResponse> => {
      const post = () =>
        apiFetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
        });
      const hadToken = !!getToken();
      let res = await post();
      // A rejected token was just cleared (see apiFetch): ask again as a visitor.
      if (res.status === 401 && hadToken && !getToken()) res = await post();
      let json: { data?: unknown; errors?: { message?: string; extensions?: Record<string, unknown> }[] };
      try {
        json = await res.json();
      } catch {
        throw new ApiError(res.status === 401 ? 'api.no_auth' : 'api.internal', res.statusText, res.status);
      }
      // Any error fails the operation: callers map extensions.code to a notice.
      if (json.errors?.length) throw apiErrorFromGraphQL(json.errors, res.status);
      return json as GraphQLResponse;
    })(),
  );

let ws: Client | null = null;
function wsClient(): Client {
  if (!ws) {
    const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    ws = createClient({
      url: `${proto}//${window.location.host}/graphql?locale=${getLang()}`,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      // Reconnect at once the first time (a token change drops the socket on
      // purpose), then back off up to ~15 s while the server is away.
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, retries === 0 ? 0 : Math.min(1000 * 2 ** retries, 15_000) + Math.random() * 1000)),
      connectionParams: () => {
        const token = getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    });
  }
  return ws;
}

// Subscriptions run as the signed-in user: drop the socket when the token
// changes. The client reconnects with fresh connectionParams and resumes the
// active subscriptions (4499 "Terminated" is a retryable close).
onTokenChange(() => ws?.terminate());

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) =>
    wsClient().subscribe(
      { operationName: operation.name, query: operation.text ?? '', variables },
      {
        next: (v) => sink.next(v as GraphQLResponse),
        error: (e) => sink.error(e instanceof Error ? e : new Error('subscription closed')),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribe),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

export const environment = createEnvironment();
