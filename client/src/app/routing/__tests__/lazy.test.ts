import { ChunkLoadError, classifyChunkError } from '../lazy';

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
