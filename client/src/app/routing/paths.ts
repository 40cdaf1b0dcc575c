import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/locales';

export interface LocalePath {
  lang: Lang;
  /** Path without the language prefix, always starting with "/". */
  path: string;
  /** A two-letter prefix that is not a site language (it gets stripped). */
  unknownPrefix: string | null;
}

// A first segment of exactly two letters is a language prefix. English has no
// prefix, so "/en/..." counts as unknown and is stripped like any other.
const PREFIX = /^\/([a-zA-Z]{2})(?=\/|$)/;

export function parseLocalePath(pathname: string): LocalePath {
  const m = PREFIX.exec(pathname);
  if (!m) return { lang: DEFAULT_LANG, path: pathname || '/', unknownPrefix: null };
  const code = m[1].toLowerCase();
  const rest = pathname.slice(m[0].length) || '/';
  if (isLang(code) && code !== DEFAULT_LANG) return { lang: code, path: rest, unknownPrefix: null };
  return { lang: DEFAULT_LANG, path: rest, unknownPrefix: m[1] };
}

/** Builds a site path for a language: withLang('de', '/user/1') -> '/de/user/1'. */
export function withLang(lang: Lang, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return p;
  return p === '/' ? `/${lang}` : `/${lang}${p}`;
}

/** Same path in another language (used by the language selector). */
export function switchLang(pathname: string, lang: Lang): string {
  return withLang(lang, parseLocalePath(pathname).path);
}

// Case aliases are letters, digits and hyphens.
export const CASE_ALIAS = /^[a-zA-Z0-9-]+$/;
