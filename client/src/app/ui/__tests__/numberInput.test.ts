import { sanitizeNumber } from '../numberInput';
import { levelTier } from '../level';
import { topNavWidth } from '../breakpoints';

describe('number input rules', () => {
  it.each([
    ['12,5', '12.5'],
    ['abc1d2', '12'],
    ['0007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['.5', '5'],
    [',,5', '5'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['3.14159', '3.14'],
    ['10.', '10.'],
    ['', ''],
    ['-5', '5'],
  ])('%p -> %p', (raw, want) => {
    expect(sanitizeNumber(raw)).toBe(want);
  });

  it('keeps digits only in integer mode', () => {
    expect(sanitizeNumber('12.75', { integer: true })).toBe('1275');
    expect(sanitizeNumber('0042', { integer: true })).toBe('42');
  });

  it('clamps to the maximum', () => {
    expect(sanitizeNumber('150', { max: 100 })).toBe('100');
    expect(sanitizeNumber('99.99', { max: 100 })).toBe('99.99');
    expect(sanitizeNumber('100.5', { max: 100 })).toBe('100');
  });
});

describe('level badge tiers', () => {
  it.each([
    [0, 0], [9, 0], [10, 1], [24, 1], [25, 2], [49, 2], [50, 3], [74, 3], [75, 4], [99, 4], [100, 5], [250, 5],
  ])('level %p is tier %p', (level, tier) => {
    expect(levelTier(level)).toBe(tier);
  });
});

describe('top-nav widths', () => {
  it('is large above 1500, medium above 1200, else small', () => {
    expect(topNavWidth(1501)).toBe('large');
    expect(topNavWidth(1500)).toBe('medium');
    expect(topNavWidth(1201)).toBe('medium');
    expect(topNavWidth(1200)).toBe('small');
  });
});
