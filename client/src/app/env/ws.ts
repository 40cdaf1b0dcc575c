import { createClient, type Client } from 'graphql-ws';
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

export const client = create();

// Subscriptions run as the signed-in user: drop the socket when the token
// changes. The client reconnects with fresh connectionParams and resumes the
// active subscriptions (4499 "Terminated" is a retryable close).
onTokenChange(() => client.terminate());
