import { use, useEffect, type ComponentType, type ReactNode } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { matchRoutes, useParams, type Params, type RouteObject } from './router';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { Namespace } from '../../i18n/namespaces';
import { environment } from '../env/relay';
import { shellDataFrom, shellDataOwn } from '../env/shellData';
import { CHUNK_TIMEOUT_MS, lazyScreen, type LazyScreen } from './lazy';

// Render-as-you-fetch: when the location changes, the router starts the
// screen's query and its code chunk together, before anything renders; the
// screen then reads the preloaded query (usePreloadedQuery).

export interface ScreenProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/**
 * A screen's query: the artifact itself, or a loader for it. The shell loads
 * with the first screen's artifact only (home); the others' come with their
 * screens, in parallel with the screen's chunk.
 */
export type QueryArtifact = ConcreteRequest | (() => Promise<{ default: ConcreteRequest }>);

export interface Screen<Q extends OperationType> {
  name: string;
  Component: LazyScreen<ComponentType<ScreenProps<Q>>>;
  /** The query artifact once known (at once for an eager one). */
  query: ConcreteRequest | null;
  /** Loads the artifact (once); resolves at once for an eager one. */
  loadQuery: () => Promise<ConcreteRequest>;
  /** The query's variables from the route params; null when the route cannot show this screen. */
  variables: (params: Params) => Q['variables'] | null;
  /** The query spreads the shell's fragments (viewer, settings, counters). */
  carriesShell?: boolean;
}

export function defineScreen<Q extends OperationType>(
  name: string,
  load: () => Promise<{ default: ComponentType<ScreenProps<Q>> }>,
  query: QueryArtifact,
  variables: (params: Params) => Q['variables'] | null,
  opts: { carriesShell?: boolean; namespaces?: readonly Namespace[] } = {},
): Screen<Q> {
  const { namespaces, ...rest } = opts;
  const Component = lazyScreen(name, load, namespaces);
  let loading: Promise<ConcreteRequest> | null = null;
  const screen: Screen<Q> = {
    name,
    Component,
    query: typeof query === 'function' ? null : query,
    loadQuery: () =>
      (loading ??= typeof query !== 'function'
        ? Promise.resolve(query)
        : query().then(
            (mod) => (screen.query = mod.default),
            // The screen's chunk imports the artifact too and failed the same
            // way: its loader decides (reload once, or report), then this fails.
            (err) => {
              loading = null;
              return Component.load().then(() => Promise.reject(err));
            },
          )),
    variables,
    ...rest,
  };
  return screen;
}

interface Entry {
  /** Set once the query has started (when its artifact is there). */
  ref: PreloadedQuery<OperationType> | null;
  /** Settles when ref is set, or with the artifact's failure. */
  started: Promise<void>;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

// A preload whose screen never mounts (a render thrown away, a redirect) is
// dropped after a while; a screen that unmounts drops it at once (a tick later,
// so StrictMode's remount keeps it).
export const UNUSED_MS = CHUNK_TIMEOUT_MS + 10_000;
const entries = new Map<string, Entry>();

const keyOf = (screen: Screen<OperationType>, variables: object) => `${screen.name}:${JSON.stringify(variables)}`;

function dropLater(key: string, entry: Entry, ms: number) {
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    if (entry.users > 0) return;
    entry.ref?.dispose();
    entries.delete(key);
  }, ms);
}

/** Marked settled so React's use() reads it without suspending (again). */
function fulfilled(p: Promise<void> = Promise.resolve()): Promise<void> {
  return Object.assign(p, { status: 'fulfilled', value: undefined });
}

/** Starts (once) the screen's chunk and query (as soon as its artifact is there). */
function preloadEntry<Q extends OperationType>(screen: Screen<Q>, variables: Q['variables']): [string, Entry] {
  const s = screen as unknown as Screen<OperationType>;
  const key = keyOf(s, variables);
  const known = entries.get(key);
  if (known) return [key, known];
  screen.Component.preload();
  const entry: Entry = { ref: null, started: fulfilled(), users: 0 };
  entries.set(key, entry);
  dropLater(key, entry, UNUSED_MS);
  const start = (query: ConcreteRequest) => {
    // Dropped before its artifact came: start nothing (a screen still waiting
    // renders again and preloads afresh).
    if (entries.get(key) !== entry) return null;
    return (entry.ref = loadQuery<OperationType>(environment, query, variables, { fetchPolicy: 'store-and-network' }));
  };
  let ref: Promise<PreloadedQuery<OperationType> | null>;
  if (s.query) {
    ref = Promise.resolve(start(s.query));
  } else {
    ref = s.loadQuery().then(start);
    entry.started = ref.then(() => void fulfilled(entry.started));
    entry.started.catch(() => {}); // the screen that renders it reports it
  }
  if (screen.carriesShell) shellDataFrom(ref.then((r) => r && settled(r)));
  else shellDataOwn();
  return [key, entry];
}

function settled(ref: PreloadedQuery<OperationType>): Promise<void> {
  const source = ref.source;
  if (!source) return Promise.resolve(); // answered from the store
  return new Promise((resolve, reject) => source.subscribe({ complete: resolve, error: reject }));
}

/**
 * The router's preload hook: called with every location before the screens
 * render. Returns the screen's code and messages loading (settled at once
 * when no screen shows there).
 */
export function preloadLocation(routes: RouteObject[], path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  const screen = (last?.route.handle as { screen?: Screen<OperationType> } | undefined)?.screen;
  const variables = screen?.variables(last!.params);
  if (screen && variables) preloadEntry(screen, variables);
  else shellDataOwn();
  return screen && variables ? screen.Component.load() : Promise.resolve();
}

/** Renders a screen with its preloaded query (preloading here if the router did not). */
export function ScreenRoute<Q extends OperationType>({ screen, fallback }: { screen: Screen<Q>; fallback?: ReactNode }) {
  const params = useParams();
  const variables = screen.variables(params);
  const entry = variables ? preloadEntry(screen, variables)[1] : null;
  const key = variables ? keyOf(screen as unknown as Screen<OperationType>, variables) : null;
  useEffect(() => {
    const entry = key ? entries.get(key) : undefined;
    if (!key || !entry) return;
    entry.users++;
    clearTimeout(entry.timer);
    return () => {
      entry.users--;
      if (entry.users === 0) dropLater(key, entry, 0);
    };
  }, [key]);
  if (!entry) return fallback ?? null;
  // A lazily loaded artifact: wait until the query has started (the screen's
  // chunk, loading meanwhile, brings the same artifact).
  use(entry.started);
  const { Component } = screen;
  return <Component queryRef={entry.ref as PreloadedQuery<Q>} />;
}
