import fs from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../locales';
import { NAMESPACES, type Namespace } from '../namespaces';

export type Catalog = Record<string, string>;

/** Every catalogue file, read from disk: catalogs[lang][namespace]. */
export function readCatalogs(): Record<Lang, Record<Namespace, Catalog>> {
  const dir = path.join(__dirname, '..', 'catalogs');
  const read = (ns: Namespace, lang: Lang): Catalog => JSON.parse(fs.readFileSync(path.join(dir, ns, `${lang}.json`), 'utf8'));
  return Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, read(ns, lang)]))])) as Record<
    Lang,
    Record<Namespace, Catalog>
  >;
}

/** All namespaces of one language in one object. */
export function allMessages(lang: Lang): Catalog {
  const all = readCatalogs()[lang];
  return Object.assign({}, ...NAMESPACES.map((ns) => all[ns]));
}
