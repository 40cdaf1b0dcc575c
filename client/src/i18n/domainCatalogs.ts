import type { Lang } from './locales';
import type { Namespace } from './namespaces';

// The import map of every catalogue (one chunk per namespace and language).
// A chunk of its own: the shell carries only the map of the catalogues every
// page needs (see load.ts), and this one loads while the first screen does.
export const importAnyCatalog = (ns: Namespace, lang: Lang): Promise<{ default: Record<string, string> }> =>
  import(`./catalogs/${ns}/${lang}.json`);
