// The seasonal themes (spec 1) and the site events' timing rules (spec 4
// "Events"): a finished event is ignored, and the list is read again
// shortly before the soonest end, never sooner than a minute.

export interface SiteEvent {
  readonly eventId: number;
  readonly type: string;
  readonly name: string;
  readonly finishAt: string;
}

/** The shortest wait before the events are read again (spec 9). */
export const MIN_REFRESH_MS = 60_000;
/** The longest: an event scheduled to start later is seen within this. */
export const MAX_REFRESH_MS = 10 * 60_000;

/** The events not finished at now (ms). */
export function runningEvents<E extends SiteEvent>(events: readonly E[], now: number): E[] {
  return events.filter((e) => Date.parse(e.finishAt) > now);
}

/** How long to wait before reading the events again. */
export function refreshDelay(events: readonly SiteEvent[], now: number): number {
  const ends = runningEvents(events, now).map((e) => Date.parse(e.finishAt) - now);
  const soonest = ends.length ? Math.min(...ends) : MAX_REFRESH_MS;
  return Math.min(MAX_REFRESH_MS, Math.max(MIN_REFRESH_MS, soonest));
}

// Each theme's stylesheet, a chunk of its own fetched when first worn (two
// years of one season share one sheet).
const SHEETS: Record<string, () => Promise<unknown>> = {
  halloween: () => import('./themes/halloween.css'),
  'halloween-2025': () => import('./themes/halloween.css'),
  'new-year-2024': () => import('./themes/newyear.css'),
  'new-year-2025': () => import('./themes/newyear.css'),
  'blackfriday-2023': () => import('./themes/blackfriday.css'),
  'blackfriday-2024': () => import('./themes/blackfriday.css'),
  'cs2-sale': () => import('./themes/cs2sale.css'),
  fest: () => import('./themes/fest.css'),
};

export const THEMES = Object.keys(SHEETS);

let wanted = '';

/**
 * Wears theme (empty or unknown: none): its sheet loads first, then the
 * root element's data-theme switches, so the page never shows half a theme.
 * A later call wins over one whose sheet is still loading.
 */
export async function applyTheme(theme: string, root: HTMLElement = document.documentElement): Promise<void> {
  wanted = theme;
  const load = SHEETS[theme];
  if (!load) {
    delete root.dataset.theme;
    return;
  }
  try {
    await load();
  } catch (e) {
    console.warn('[theme]', theme, e);
    return;
  }
  if (wanted === theme) root.dataset.theme = theme;
}
