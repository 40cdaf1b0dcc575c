import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '../../i18n/load';
import type { Namespace } from '../../i18n/namespaces';
import { getLang } from '../env/lang';
import { shellDataReady } from '../env/shellData';
import { WithMessages } from './messages';

// Screen chunks: a deploy replaces hashed files, so an open tab may ask for
// chunks that no longer exist. Reload once per chunk (guarded in
// sessionStorage so a truly broken chunk cannot loop), otherwise report what
// failed and where. The guard is per chunk: other chunks that load fine after
// the reload must not re-arm it for the one that is still missing.

export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'chunk-reload';

export type ChunkErrorType = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  constructor(readonly type: ChunkErrorType, readonly address: string, cause?: unknown) {
    super(`chunk ${type}: ${address}`);
    this.name = 'ChunkLoadError';
    (this as { cause?: unknown }).cause = cause;
  }
}

export function classifyChunkError(err: unknown): { type: ChunkErrorType; address: string } {
  const msg = err instanceof Error ? err.message : String(err);
  const address = /(https?:\/\/\S+?\.(?:js|css|mjs))/.exec(msg)?.[1] ?? /(\/\S+?\.(?:js|css|mjs))/.exec(msg)?.[1] ?? '';
  if (err instanceof ChunkLoadError) return { type: err.type, address: err.address };
  if (/dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically/i.test(msg)) {
    return { type: 'missing', address };
  }
  return { type: 'other', address };
}

export function reportChunkError(type: ChunkErrorType, address: string): void {
  console.error(`[chunk] load failed (${type})`, address);
}

function reloadedFor(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function saveReloadedFor(names: string[]): void {
  if (names.length === 0) sessionStorage.removeItem(RELOAD_KEY);
  else sessionStorage.setItem(RELOAD_KEY, JSON.stringify(names));
}

/** Reloads once per chunk and tab session; returns false when it already tried for this chunk. */
export function reloadOnce(name: string, reload: () => void = () => window.location.reload()): boolean {
  try {
    const names = reloadedFor();
    if (names.includes(name)) return false;
    saveReloadedFor([...names, name]);
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The chunk loaded: a later deploy may make it stale again, and then one more reload is fine. */
export function chunkLoaded(name: string): void {
  try {
    const names = reloadedFor();
    if (names.includes(name)) saveReloadedFor(names.filter((n) => n !== name));
  } catch {
    // sessionStorage unavailable: nothing was recorded either
  }
}

function withTimeout<T>(p: Promise<T>, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new ChunkLoadError('timeout', name)), CHUNK_TIMEOUT_MS);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/**
 * Imports a chunk (with whatever must load alongside it): a chunk gone with a
 * deploy reloads the page once (the promise then never settles), any other
 * failure is reported and rejects.
 */
export async function importChunk<T>(name: string, load: () => Promise<T>, ...alongside: Promise<unknown>[]): Promise<T> {
  try {
    const [mod] = await Promise.all([withTimeout(load(), name), ...alongside]);
    chunkLoaded(name);
    return mod;
  } catch (err) {
    const { type, address } = classifyChunkError(err);
    if (type === 'missing' && reloadOnce(name)) return new Promise<never>(() => {}); // page is reloading
    reportChunkError(type, address || name);
    throw err;
  }
}

export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the chunk and the messages without rendering (a route preloads them with its query). */
  preload(): void;
  /** The chunk and messages: settles as the render would (never, while the page reloads for a stale chunk). */
  load(): Promise<unknown>;
};

/**
 * A route's screen: its code chunk and its message namespaces load in
 * parallel, and it renders once both are there. After a language switch the
 * screen waits for its namespaces in the new language (WithMessages). With
 * `after`, nothing starts loading before that settles.
 */
export function lazyScreen<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
  after?: () => Promise<unknown>,
): LazyScreen<ComponentType<P>> {
  // One attempt per tab, shared by preload() and the first render: a failure is
  // handled (reload or report) once, not once per caller.
  let attempt: Promise<{ default: ComponentType<P> }> | null = null;
  const importAll = () =>
    importChunk(name, load, loadNamespaces(getLang(), namespaces)).then((mod) => {
      const Screen = mod.default;
      return { default: (props: P) => createElement(WithMessages, { namespaces, children: createElement(Screen, props) }) };
    });
  const start = () => (attempt ??= after ? after().then(importAll) : importAll());
  const screen = lazy(start) as LazyScreen<ComponentType<P>>;
  screen.preload = () => void start().catch(() => {}); // the render reports it
  screen.load = start;
  return screen;
}

/** Settles once the window's load event has fired (at once if it has). */
export function windowLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Settles after the first paint: once the page has loaded and the first
 * screen's query (which may carry the shell's data) has settled.
 */
export function afterFirstPaint(): Promise<void> {
  return Promise.all([windowLoaded(), shellDataReady()]).then(() => undefined);
}

/**
 * A part of the shell that the first paint does without (the live feed, the
 * online counter): its chunk and messages start loading after the first
 * paint, and its Suspense fallback holds its place until then.
 */
export function lazyAfterPaint<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
): LazyScreen<ComponentType<P>> {
  return lazyScreen(name, load, namespaces, afterFirstPaint);
}

/**
 * Vite fires this when a dynamic import or its stylesheet fails. Stylesheets
 * get their own report; the import then rejects and lazyScreen decides about
 * the reload, so this handler never cancels the event.
 */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { address } = classifyChunkError((event as Event & { payload?: unknown }).payload);
    if (/\.css/.test(address)) console.error('[chunk] stylesheet failed to load', address);
  });
}
