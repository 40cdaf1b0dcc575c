import { lazy, type ComponentType } from 'react';

// Screen chunks: a deploy replaces hashed files, so an open tab may ask for
// chunks that no longer exist. Reload once (guarded in sessionStorage so a
// truly broken chunk cannot loop), otherwise report what failed and where.

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

/** Reloads once per tab session; returns false when it already tried. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY)) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
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

export function lazyScreen<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const mod = await withTimeout(load(), name);
      // Loaded fine: a later stale chunk may reload again.
      sessionStorage.removeItem(RELOAD_KEY);
      return mod;
    } catch (err) {
      const { type, address } = classifyChunkError(err);
      if (type === 'missing' && reloadOnce()) return new Promise<never>(() => {}); // page is reloading
      reportChunkError(type, address || name);
      throw err;
    }
  });
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
