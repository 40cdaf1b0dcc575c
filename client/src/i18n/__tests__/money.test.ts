import { formatMoney, moneyToCents, centsToMoney, formatCount } from '../money';

describe('money', () => {
  it('truncates instead of rounding', () => {
    expect(moneyToCents('12.349')).toBe(1234);
    expect(moneyToCents('0.999')).toBe(99);
    expect(moneyToCents('5')).toBe(500);
    expect(moneyToCents('5.1')).toBe(510);
    expect(moneyToCents('-1.239')).toBe(-123);
    expect(moneyToCents(null)).toBe(0);
    expect(formatMoney('12.349')).toBe('$12.34');
    expect(formatMoney('0.999')).toBe('$0.99');
    expect(formatMoney(19.999)).toBe('$19.99');
  });

  it('uses the dollar sign in every language', () => {
    expect(formatMoney('1234.5', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'de')).toMatch(/^1\.234,50\s\$$/);
    expect(formatMoney('3', 'jp')).toContain('$');
    expect(formatMoney('3', 'ru')).toContain('$');
  });

  it('round-trips cents', () => {
    expect(centsToMoney(1234)).toBe('12.34');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-250)).toBe('-2.50');
  });

  it('uses a space as the thousands separator for counters', () => {
    expect(formatCount(1234567)).toBe('1 234 567');
    expect(formatCount(999)).toBe('999');
  });
});
