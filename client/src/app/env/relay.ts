import {
  Environment, Network, Observable, RecordSource, Store,
  type FetchFunction, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables,
} from 'relay-runtime';
import { getToken } from '../auth/token';
import { ApiError, apiErrorFromGraphQL } from '../errors/ApiError';
import { apiFetch } from './http';

/**
 * What is sent for an operation. The build's artifacts carry an id, the
 * SHA-256 of their text (relay.config.js), and are sent as automatic persisted
 * queries: the server knows every id of the client it embeds. An operation
 * with text (tests) sends its text.
 */
export function operationPayload(operation: RequestParameters, variables: Variables) {
  if (operation.id) {
    return { operationName: operation.name, query: '', variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } };
  }
  return { operationName: operation.name, query: operation.text ?? '', variables };
}

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.from(
    (async (): Promise<GraphQLResponse> => {
      const post = () =>
        apiFetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(operationPayload(operation, variables)),
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

// graphql-ws and its client (ws.ts) load with the first subscription, not
// with the first paint.
type WsModule = typeof import('./ws');
let wsLoading: Promise<WsModule> | null = null;
function wsClient(): Promise<WsModule> {
  wsLoading ??= import('./ws');
  // A failed chunk load may succeed on the next subscription.
  wsLoading.catch(() => { wsLoading = null; });
  return wsLoading;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    wsClient().then(
      (ws) => {
        if (closed) return;
        dispose = ws.subscribe(
          operationPayload(operation, variables),
          {
            next: (v) => sink.next(v as GraphQLResponse),
            error: (e) => sink.error(e instanceof Error ? e : new Error('subscription closed')),
            complete: () => sink.complete(),
          },
        );
      },
      (e) => { if (!closed) sink.error(e instanceof Error ? e : new Error('subscription client failed to load')); },
    );
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribe),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

export const environment = createEnvironment();
