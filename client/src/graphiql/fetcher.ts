import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient } from 'graphql-ws';

// The key of src/app/auth/token.ts. Not imported from there: a module shared
// with the client's entry would become a chunk of its own, and this page
// must not change the client's bundle.
const TOKEN_KEY = 'user-token';

/** The signed-in viewer's bearer header, read at each call so a sign-in in another tab counts. */
export function authHeaders(): Record<string, string> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
  } catch {
    /* storage disabled: anonymous */
  }
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** fetch with the viewer's token, unless the headers editor sets Authorization itself. */
export const fetchWithToken: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  for (const [k, v] of Object.entries(authHeaders())) if (!headers.has(k)) headers.set(k, v);
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
};

/** Queries and mutations over HTTP on /graphql, subscriptions over graphql-ws on the same origin. */
export function createFetcher(loc: Pick<Location, 'origin' | 'protocol' | 'host'> = window.location): Fetcher {
  const ws = `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/graphql`;
  return createGraphiQLFetcher({
    url: `${loc.origin}/graphql`,
    fetch: fetchWithToken,
    // The server answers plain JSON (no @defer/@stream).
    enableIncrementalDelivery: false,
    wsClient: createClient({ url: ws, lazy: true, connectionParams: authHeaders }),
  });
}
