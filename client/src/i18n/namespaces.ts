// Message namespaces: one per domain (named as the feature folders) plus the
// shell. An id starts with its namespace (`cases.open`); ids of the shell
// (header, nav, footer, shell modals, page titles, api.* errors, ...) start
// with anything that is not a domain name. `api` holds the server's error
// texts: no page needs them to draw, so they load with the error map once
// the page has loaded (app/errors/handle.ts) and with the screens that show
// a refusal's reason. `footer` and `cookie` hold the texts of the footer and
// the cookie banner, which load after the first paint with their parts.
export const DOMAIN_NAMESPACES = ['api', 'footer', 'cookie', 'catalog', 'cases', 'inventory', 'fair', 'feed', 'users', 'promo', 'upgrade', 'contract', 'changer', 'pay', 'dailybonus', 'battles', 'support', 'blog', 'partner', 'dailycrystal', 'tasks', 'warehouse', 'customizations', 'gabenstore', 'push', 'notifications', 'topdrop', 'pages', 'alerts', 'quiz', 'pickem', 'season', 'history', 'socials'] as const;
export const NAMESPACES = ['shell', ...DOMAIN_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded before the first render: the layout (header, modals) needs them on every page. The live feed, the footer and the cookie banner load theirs after the first paint. */
export const START_NAMESPACES: readonly Namespace[] = ['shell'];

/** The home page's (features/catalog/screens.ts); the entry loads their catalogues without the map of all (i18n/load.ts). */
export const HOME_NAMESPACES: readonly Namespace[] = ['catalog'];

export function namespaceOf(id: string): Namespace {
  const head = id.slice(0, id.indexOf('.'));
  return (DOMAIN_NAMESPACES as readonly string[]).includes(head) ? (head as Namespace) : 'shell';
}
