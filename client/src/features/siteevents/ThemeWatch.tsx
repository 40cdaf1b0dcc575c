import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { ThemeWatchSubscription } from '../../__generated__/ThemeWatchSubscription.graphql';
import type { ThemeWatchQuery } from '../../__generated__/ThemeWatchQuery.graphql';
import { applyTheme, refreshDelay, type SiteEvent } from './themes';

// The site events and the theme they dress the site in (spec 3 Event, 4
// Events). Loaded after the first paint by the layout; it draws nothing.
// The subscription answers what runs now, then each operator's change; a
// timer reads the list again before the soonest end.
const subscription = graphql`
  subscription ThemeWatchSubscription {
    siteEventsChanged {
      theme
      events {
        eventId
        type
        name
        finishAt
      }
    }
  }
`;

const query = graphql`
  query ThemeWatchQuery {
    siteEvents {
      theme
      events {
        eventId
        type
        name
        finishAt
      }
    }
  }
`;

interface Running {
  theme: string;
  events: readonly SiteEvent[];
}

export default function ThemeWatch() {
  const env = useRelayEnvironment();
  const [running, setRunning] = useState<Running | null>(null);
  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: (d: ThemeWatchSubscription['response'] | null | undefined) => d && setRunning(d.siteEventsChanged),
      onError: (e: Error) => console.warn('[site events]', e),
    }),
    [],
  );
  useSubscription<ThemeWatchSubscription>(config);
  useEffect(() => {
    if (!running) return;
    const t = setTimeout(() => {
      fetchQuery<ThemeWatchQuery>(env, query, {}, { fetchPolicy: 'network-only' }).subscribe({
        next: (d) => setRunning(d.siteEvents),
        error: (e: Error) => console.warn('[site events]', e),
      });
    }, refreshDelay(running.events, Date.now()));
    return () => clearTimeout(t);
  }, [running, env]);
  const theme = running?.theme ?? '';
  useEffect(() => {
    void applyTheme(theme);
  }, [theme]);
  return null;
}
