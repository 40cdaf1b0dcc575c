import { apiFetch, restGet } from '../../app/env/http';
import { getToken } from '../../app/auth/token';
import { getLang } from '../../app/env/lang';

/** An alert bar as the server gives it in the viewer's language. */
export interface Alert {
  id: number;
  text: string;
  style: 'info' | 'warning' | 'danger' | 'success';
  /** A site path (no language prefix) or an https URL; empty for none. */
  link: string;
}

export interface Modal {
  id: number;
  name: string;
  title: string;
  body: string;
  button: string;
  image: string;
  link: string;
}

export interface Notices {
  alerts: Alert[];
  modals: Modal[];
}

// The bar and the modal share one call per language and viewer.
let cached: { key: string; notices: Promise<Notices> } | null = null;

export function loadNotices(): Promise<Notices> {
  const key = `${getLang()}|${getToken() ?? ''}`;
  if (cached?.key !== key) {
    const notices = restGet<Notices>('/api/notifications').catch(() => ({ alerts: [], modals: [] }));
    cached = { key, notices };
  }
  return cached.notices;
}

/** Forgets the kept answer (tests, a sign-in). */
export function resetNotices(): void {
  cached = null;
}

// A guest's dismissals and views are the browser's; a player's the server's too.
const HIDDEN = 'alerts.hidden';
const VIEWED = 'alerts.viewed';

function readIds(key: string): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

function addId(key: string, id: number): void {
  try {
    const ids = readIds(key);
    if (!ids.includes(id)) localStorage.setItem(key, JSON.stringify([...ids, id].slice(-100)));
  } catch {
    /* storage full or off: the dismissal lasts this page */
  }
}

export const hiddenAlerts = () => readIds(HIDDEN);
export const viewedModals = () => readIds(VIEWED);

function post(path: string, body: unknown): void {
  void apiFetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }).catch(
    () => {},
  );
}

export function hideAlert(id: number): void {
  addId(HIDDEN, id);
  if (getToken()) post('/api/notifications/hide', { id });
}

export function viewModal(id: number): void {
  addId(VIEWED, id);
  if (getToken()) post(`/api/modal-notifications/${id}/view`, {});
}

/** An https URL opens outside the app; a site path inside it. */
export const isExternal = (link: string) => /^https:\/\//.test(link);
