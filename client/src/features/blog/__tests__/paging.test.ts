import {
  PAGE_SIZE,
  STALE_MS,
  changeFilter,
  hasMore,
  initialList,
  isStale,
  nextSkip,
  pageLoaded,
  pageFailed,
  showLess,
  showMoreLoaded,
  startLoading,
} from '../paging';

const posts = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const f = { category: '', tags: [] as string[] };

test('placeholders stand for the page coming, at most what is left', () => {
  let s = startLoading(initialList<number>());
  expect(s).toMatchObject({ loading: true, placeholders: PAGE_SIZE });
  s = pageLoaded(s, f, posts(0, 10), 13, 1);
  expect(s).toMatchObject({
    shown: 10,
    total: 13,
    loading: false,
    placeholders: 0,
  });
  expect(nextSkip(s)).toBe(10);
  s = startLoading(s);
  expect(s.placeholders).toBe(3);
  s = pageLoaded(s, f, posts(10, 3), 13, 2);
  expect(s.shown).toBe(13);
  expect(hasMore(s)).toBe(false);
});

test('the shown count grows by a page up to the total and shrinks back', () => {
  let s = pageLoaded(startLoading(initialList<number>()), f, posts(0, 10), 25, 1);
  s = pageLoaded(startLoading(s), f, posts(10, 10), 25, 2);
  expect(s.shown).toBe(20);
  s = showLess(s);
  expect(s.shown).toBe(PAGE_SIZE);
  s = showMoreLoaded(s)!;
  expect(s.shown).toBe(20);
  expect(showMoreLoaded(s)).toBeNull(); // the third page must be fetched
  expect(hasMore(s)).toBe(true);
});

test('a new category empties the list and drops pages of the old one', () => {
  let s = pageLoaded(startLoading(initialList<number>()), f, posts(0, 10), 30, 1);
  const loading = startLoading(s);
  s = changeFilter<number>('guides', []);
  expect(s).toMatchObject({
    items: [],
    shown: 0,
    total: null,
    category: 'guides',
  });
  expect(nextSkip(s)).toBe(0);
  expect(pageLoaded(s, f, posts(10, 10), 30, 2)).toBe(s); // the old filter's answer
  expect(pageFailed(loading)).toMatchObject({
    loading: false,
    placeholders: 0,
    items: posts(0, 10),
  });
});

test('stale after five minutes', () => {
  const s = pageLoaded(startLoading(initialList<number>()), f, posts(0, 1), 1, 1000);
  expect(isStale(s, 1000 + STALE_MS - 1)).toBe(false);
  expect(isStale(s, 1000 + STALE_MS)).toBe(true);
  expect(isStale(initialList(), 1e12)).toBe(false);
});
