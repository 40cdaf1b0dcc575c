// A promo code met before signing in (a ?promo= link, a promo page's
// Activate) is kept in localStorage until the player signs in, then activated
// once (spec 9). The campaign's asset_id goes in a cookie for 14 days, and
// only when it is a number (spec 5).

export const SAVED_KEY = 'promo-code';
export const ASSET_COOKIE = 'asset_id';
export const ASSET_DAYS = 14;

export interface SavedPromo {
  code: string;
  /** A promo page's code (activatePromo) rather than a promo code (activatePromocode). */
  page?: boolean;
  group?: string;
}

/** A code as typed or linked: trimmed, at most 64 characters; empty when there is none. */
export const cleanCode = (raw: string | null | undefined) => (raw ?? '').trim().slice(0, 64);

export function savePromo(p: SavedPromo, storage: Storage = localStorage): void {
  const code = cleanCode(p.code);
  if (!code) return;
  try {
    storage.setItem(SAVED_KEY, JSON.stringify({ ...p, code }));
  } catch {
    // storage disabled: nothing to activate later
  }
}

export function peekSavedPromo(storage: Storage = localStorage): SavedPromo | null {
  try {
    const raw = storage.getItem(SAVED_KEY);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || typeof (v as SavedPromo).code !== 'string' || !cleanCode((v as SavedPromo).code)) return null;
    const { code, page, group } = v as SavedPromo;
    return { code: cleanCode(code), ...(page ? { page: true } : {}), ...(typeof group === 'string' && group ? { group } : {}) };
  } catch {
    return null;
  }
}

/** The saved code, removed as it is read: it is activated at most once. */
export function takeSavedPromo(storage: Storage = localStorage): SavedPromo | null {
  const p = peekSavedPromo(storage);
  try {
    storage.removeItem(SAVED_KEY);
  } catch {
    // nothing was saved either
  }
  return p;
}

/** The asset_id cookie for a numeric value, or null (a non-numeric value is not stored). */
export function assetIdCookie(value: string | null | undefined, secure = false): string | null {
  const v = (value ?? '').trim();
  if (!/^\d{1,20}$/.test(v)) return null;
  return `${ASSET_COOKIE}=${v}; Max-Age=${ASSET_DAYS * 24 * 3600}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface Landing {
  /** The promo code the link carries, saved or to activate now. */
  promo: string | null;
  /** The cookie to set, if the link carries a numeric asset_id. */
  cookie: string | null;
  /** The query without the promo parameter (so a reload does not activate it again). */
  search: string;
}

/** What a landing URL's query asks for. */
export function readLanding(search: string, secure = false): Landing {
  const params = new URLSearchParams(search);
  const promo = cleanCode(params.get('promo')) || null;
  const cookie = params.has('asset_id') ? assetIdCookie(params.get('asset_id'), secure) : null;
  params.delete('promo');
  const rest = params.toString();
  return { promo, cookie, search: rest ? `?${rest}` : '' };
}
