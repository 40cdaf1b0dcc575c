// The news list's state (spec 4 "Blog list", 9): 10 posts at a time; while
// a page loads, placeholders stand for the posts coming (at most what is
// left); the shown count grows by the page size up to the total and can
// shrink back to one page; a new category or tag filter empties the list and
// starts again from the first page. A list older than STALE_MS is stale:
// it reloads when the reader comes back to it.

export const PAGE_SIZE = 10;
export const STALE_MS = 5 * 60_000;

export interface ListState<T> {
  category: string;
  tags: string[];
  items: T[];
  total: number | null; // unknown until the first page arrives
  shown: number;
  loading: boolean;
  placeholders: number;
  loadedAt: number;
}

export function initialList<T>(category = '', tags: string[] = []): ListState<T> {
  return {
    category,
    tags,
    items: [],
    total: null,
    shown: 0,
    loading: false,
    placeholders: 0,
    loadedAt: 0,
  };
}

/** Starts loading the next page: placeholders for what it will hold. */
export function startLoading<T>(s: ListState<T>): ListState<T> {
  const left = s.total === null ? PAGE_SIZE : Math.max(0, s.total - s.items.length);
  return { ...s, loading: true, placeholders: Math.min(PAGE_SIZE, left) };
}

/** The skip of the next page to load. */
export const nextSkip = <T>(s: ListState<T>): number => s.items.length;

/** Whether "show more" has more to show (loaded or not). */
export const hasMore = <T>(s: ListState<T>): boolean => s.total === null || s.shown < s.total;

/** A page arrived (for the filter it was asked with: others are dropped). */
export function pageLoaded<T>(s: ListState<T>, filter: { category: string; tags: string[] }, items: T[], total: number, now: number): ListState<T> {
  if (filter.category !== s.category || filter.tags.join(',') !== s.tags.join(',')) return s;
  const all = [...s.items, ...items];
  return {
    ...s,
    items: all,
    total,
    shown: Math.min(s.shown + PAGE_SIZE, total, all.length),
    loading: false,
    placeholders: 0,
    loadedAt: now,
  };
}

/** A page failed: only logged (spec 8); the list stays as it was. */
export const pageFailed = <T>(s: ListState<T>): ListState<T> => ({
  ...s,
  loading: false,
  placeholders: 0,
});

/** Shows the next page of what is loaded already, if any. */
export function showMoreLoaded<T>(s: ListState<T>): ListState<T> | null {
  if (s.items.length <= s.shown) return null;
  return { ...s, shown: Math.min(s.shown + PAGE_SIZE, s.items.length) };
}

/** Back to one page. */
export const showLess = <T>(s: ListState<T>): ListState<T> => ({
  ...s,
  shown: Math.min(PAGE_SIZE, s.shown),
});

/** A new category or tag filter: an empty list, from the first page. */
export const changeFilter = <T>(category: string, tags: string[]): ListState<T> => initialList<T>(category, tags);

export const isStale = <T>(s: ListState<T>, now: number): boolean => s.loadedAt > 0 && now - s.loadedAt >= STALE_MS;
