import { ChunkLoadError, chunkLoaded, classifyChunkError, reloadOnce } from '../lazy';

describe('chunk errors', () => {
  it('classifies a missing chunk with its address', () => {
    const e = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/CasePage-abc.js');
    expect(classifyChunkError(e)).toEqual({ type: 'missing', address: 'http://127.0.0.1:8080/assets/CasePage-abc.js' });
  });
  it('keeps timeout errors as timeouts', () => {
    expect(classifyChunkError(new ChunkLoadError('timeout', 'case'))).toEqual({ type: 'timeout', address: 'case' });
  });
  it('reports anything else as other', () => {
    expect(classifyChunkError(new Error('boom')).type).toBe('other');
  });
});

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once for a missing chunk, however many other chunks load in between', () => {
    const reload = jest.fn();
    expect(reloadOnce('case page', reload)).toBe(true);
    // After the reload the footer and the feed load fine...
    chunkLoaded('footer');
    chunkLoaded('live feed');
    // ...and the case page is still missing: no second reload.
    expect(reloadOnce('case page', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('re-arms a chunk once it has loaded, and guards each chunk on its own', () => {
    const reload = jest.fn();
    expect(reloadOnce('case page', reload)).toBe(true);
    expect(reloadOnce('items page', reload)).toBe(true);
    chunkLoaded('case page');
    expect(sessionStorage.getItem('chunk-reload')).toBe(JSON.stringify(['items page']));
    chunkLoaded('items page');
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
    expect(reloadOnce('case page', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
