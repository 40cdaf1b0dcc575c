import { useEffect, useSyncExternalStore } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../env/relay';
import { onTokenChange } from '../auth/token';
import { shellDataReady } from '../env/shellData';
import { RESTRICTION_WAIT_MS } from '../routing/restrictions';
import type { settingsQuery, settingsQuery$data } from '../../__generated__/settingsQuery.graphql';

// Site settings (restrictions, dev login, visitor country). Route guards must
// not wait on them for more than RESTRICTION_WAIT_MS.

export const settingsFragment = graphql`
  fragment settings_query on Query {
    settings {
      restrictions
      devLogin
      country
      languages
    }
  }
`;

const query = graphql`
  query settingsQuery {
    ...settings_query @relay(mask: false)
  }
`;

export type Settings = settingsQuery$data['settings'];

interface State {
  settings: Settings | null;
  /** True once settings arrived or the wait cap passed. */
  settled: boolean;
}

let state: State = { settings: null, settled: false };
const listeners = new Set<() => void>();
let started = false;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export function loadSettings(): void {
  if (started) return;
  started = true;
  const cap = setTimeout(() => set({ settled: true }), RESTRICTION_WAIT_MS);
  // The home screen's query may bring them (see shellData).
  void shellDataReady().then(() =>
    fetchQuery<settingsQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => {
        clearTimeout(cap);
        set({ settings: data.settings, settled: true });
      },
      error: (e: unknown) => {
        console.warn('[settings]', e);
        clearTimeout(cap);
        set({ settled: true });
      },
    }),
  );
}

// Restrictions can depend on the player (country): refresh after sign-in/out.
onTokenChange(() => {
  if (!started) return;
  fetchQuery<settingsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
    next: (data) => set({ settings: data.settings, settled: true }),
    error: (e: unknown) => console.warn('[settings]', e),
  });
});

export function useSettings(): State {
  useEffect(loadSettings, []);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

export function useRestrictions(): readonly string[] {
  return useSettings().settings?.restrictions ?? [];
}
