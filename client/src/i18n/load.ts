import { DEFAULT_LANG, type Lang } from './locales';
import type { Namespace } from './namespaces';

export type Messages = Record<string, string>;

// One JSON catalogue per namespace and language (catalogs/<namespace>/<lang>.json);
// the bundler makes each its own chunk, fetched when a route needs it. The
// import map of all of them is itself a chunk (domainCatalogs.ts); the entry
// carries only the map of the catalogues every page needs (START_NAMESPACES)
// and the home page's (HOME_NAMESPACES), so these load at once and a first
// visit to home is drawn without the big map.
type Catalog = Promise<{ default: Messages }>;
export const ENTRY_CATALOGS: Partial<Record<Namespace, (lang: Lang) => Catalog>> = {
  shell: (lang) => import(`./catalogs/shell/${lang}.json`),
  catalog: (lang) => import(`./catalogs/catalog/${lang}.json`),
};

let domainCatalogs: Promise<typeof import('./domainCatalogs')> | null = null;
/** Starts loading the map of the other catalogues (at the first need, or once the page has loaded: see main.tsx). */
export function preloadCatalogMap(): Promise<typeof import('./domainCatalogs')> {
  return (domainCatalogs ??= import('./domainCatalogs').catch((e) => {
    domainCatalogs = null; // tried again with the next load
    throw e;
  }));
}

const importCatalog = (ns: Namespace, lang: Lang): Promise<Messages> =>
  (ENTRY_CATALOGS[ns]?.(lang) ?? preloadCatalogMap().then((m) => m.importAnyCatalog(ns, lang))).then((m) => m.default);

const pending = new Map<string, Promise<void>>(); // `${lang}/${ns}`
const loaded = new Set<string>(); // `${lang}/${ns}`
let merged = new Map<Lang, Messages>();
const listeners = new Set<() => void>();
const EMPTY: Messages = {};

function loadOne(lang: Lang, ns: Namespace): Promise<void> {
  const key = `${lang}/${ns}`;
  let p = pending.get(key);
  if (!p) {
    p = importCatalog(ns, lang)
      .catch((e) => {
        // A language that fails to load falls back to English rather than showing ids.
        if (lang === DEFAULT_LANG) throw e;
        console.warn('[i18n] falling back to English', lang, ns, e);
        return importCatalog(ns, DEFAULT_LANG);
      })
      .then((msgs) => {
        // A new object per load: IntlProvider sees the change.
        merged = new Map(merged).set(lang, { ...merged.get(lang), ...msgs });
        loaded.add(key);
        listeners.forEach((l) => l());
      });
    // A failed load may be retried (the screen's "Try again").
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

// A promise that carries its outcome, the way React's use() reads it: once
// settled, use() returns (or throws) at once instead of suspending again.
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

function track(p: Promise<void>): Tracked {
  const t: Tracked = p;
  t.status = 'pending';
  p.then(
    () => Object.assign(t, { status: 'fulfilled', value: undefined }),
    (reason) => Object.assign(t, { status: 'rejected', reason }),
  );
  return t;
}

const READY: Tracked = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const sets = new Map<string, Tracked>(); // `${lang}:${namespaces}`

/** Whether the namespaces of a language are all loaded. */
export function namespacesReady(lang: Lang, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => loaded.has(`${lang}/${ns}`));
}

/**
 * Loads the namespaces of a language. The promise is the same for the same
 * language and namespaces, so React's use() can wait on it in every render.
 */
export function loadNamespaces(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  const key = `${lang}:${[...namespaces].sort().join(',')}`;
  const known = sets.get(key);
  if (known && known.status !== 'rejected') return known; // a failed set is tried again
  if (namespacesReady(lang, namespaces)) return READY;
  const p = track(Promise.all(namespaces.map((ns) => loadOne(lang, ns))).then(() => undefined));
  sets.set(key, p);
  return p;
}

/** Every message of a language loaded so far (all namespaces together); a new object after each load. */
export function messagesFor(lang: Lang): Messages {
  return merged.get(lang) ?? EMPTY;
}

/** Calls back after each namespace load (for useSyncExternalStore). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
