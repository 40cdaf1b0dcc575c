// A landing URL's campaign click id (gclid, fbclid, ttclid, ...) is handed to
// the server (GET /clickids/add/), which keeps it a day in an http-only
// cookie and binds it to the player who signs up or deposits within it.

import { apiFetch } from '../../app/env/http';

/** The parameters the server keeps (server/tracking ClickSources). */
export const CLICK_SOURCES = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'ttclid', 'msclkid', 'sccid', 'obclid', 'tblci', 'mgclid', 'twclid'] as const;

/** The first known click id of a query string, when its value is one the server accepts. */
export function clickIdOf(search: string): { source: string; id: string } | null {
  const q = new URLSearchParams(search);
  for (const source of CLICK_SOURCES) {
    const id = q.get(source);
    if (id && /^[A-Za-z0-9._~-]{1,255}$/.test(id)) return { source, id };
  }
  return null;
}

export function sendClickId(search: string, fetcher: typeof apiFetch = apiFetch): void {
  const c = clickIdOf(search);
  if (!c) return;
  const q = new URLSearchParams({ source: c.source, id: c.id });
  fetcher(`/clickids/add/?${q}`, { headers: { Accept: 'application/json' } }).catch(() => {});
}
