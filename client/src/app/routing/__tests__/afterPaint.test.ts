import { lazyAfterPaint } from '../lazy';
import { shellDataFrom } from '../../env/shellData';

// What the first paint does without (the live feed, the online counter, the
// footer, the cookie banner) starts loading only once the page has loaded and
// the first screen's query has settled.
const settle = () => new Promise((r) => setTimeout(r, 5));

it('loads nothing before the load event and the first screen’s query', async () => {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const load = jest.fn(() => Promise.resolve({ default: () => null }));
  const Part = lazyAfterPaint('part', load);
  const loaded = Part.load();
  await settle();
  expect(load).not.toHaveBeenCalled();

  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(load).not.toHaveBeenCalled(); // the home query is still on its way

  let answer: () => void = () => {};
  shellDataFrom(new Promise<void>((r) => (answer = r)));
  await settle();
  expect(load).not.toHaveBeenCalled();
  answer();
  await loaded;
  expect(load).toHaveBeenCalledTimes(1);

  // Once the page is there, a later part loads at once.
  const later = jest.fn(() => Promise.resolve({ default: () => null }));
  await lazyAfterPaint('later', later).load();
  expect(later).toHaveBeenCalledTimes(1);
});
