// GET /go{path} on each client navigation after the first (spec 7): the
// server counts page views. Fire and forget: nothing waits for it and a
// failure is nobody's concern.

import { apiFetch } from '../../app/env/http';

/** The path counted: the pathname only (no query, no hash), what the server accepts. */
export function beaconPath(pathname: string): string | null {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!/^\/[A-Za-z0-9/_.~-]*$/.test(p) || p.length > 200 || p.includes('//')) return null;
  return p;
}

export function sendBeacon(pathname: string, fetcher: typeof apiFetch = apiFetch): void {
  const p = beaconPath(pathname);
  if (!p) return;
  fetcher(`/go${p === '/' ? '/' : p}`, { keepalive: true, headers: { Accept: 'application/json' } }).catch(() => {});
}

/** Calls send for every pathname after the first one it is given, once per change. */
export function navigationBeacons(send: (pathname: string) => void): (pathname: string) => void {
  let last: string | null = null;
  return (pathname) => {
    if (last === null) {
      last = pathname;
      return;
    }
    if (pathname === last) return;
    last = pathname;
    send(pathname);
  };
}
