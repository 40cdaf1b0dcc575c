import { bpsMultiplier, bpsPercent, chartColumns, codeFormatError, levelProgress, normalizeCode, pageCount, parseAmount, referralLink } from '../partner';

it('normalizes a code as the server stores it and names its format problem', () => {
  expect(normalizeCode('  my_Code ')).toBe('MY_CODE');
  expect(codeFormatError('ab')).toBe('short');
  expect(codeFormatError('a'.repeat(17))).toBe('long');
  expect(codeFormatError('no spaces')).toBe('chars');
  expect(codeFormatError('ünï')).toBe('chars');
  expect(codeFormatError('Stream-er_1')).toBeNull();
});

it('writes basis points as a percentage and as a multiplier', () => {
  expect(bpsPercent(300)).toBe('3');
  expect(bpsPercent(750)).toBe('7.5');
  expect(bpsPercent(725)).toBe('7.25');
  expect(bpsMultiplier(9000)).toBe('0.90');
  expect(bpsMultiplier(10000)).toBe('1.00');
});

it('measures the progress between two level thresholds, whole at the top', () => {
  const under = { threshold: '0.00' };
  const maker = { threshold: '1000.00' };
  const golden = { threshold: '3000.00' };
  expect(levelProgress('250.00', under, maker)).toBe(25);
  expect(levelProgress('999.99', under, maker)).toBe(99);
  expect(levelProgress('2000.00', maker, golden)).toBe(50);
  expect(levelProgress('5000.00', golden, null)).toBe(100);
  expect(levelProgress('-5.00', under, maker)).toBe(0);
});

it('reads a typed amount in cents, refusing what is not a positive amount of two decimals', () => {
  expect(parseAmount('12.34')).toBe(1234);
  expect(parseAmount('12,3')).toBe(1230);
  expect(parseAmount(' 7 ')).toBe(700);
  expect(parseAmount('0')).toBeNull();
  expect(parseAmount('1.234')).toBeNull();
  expect(parseAmount('-1')).toBeNull();
  expect(parseAmount('abc')).toBeNull();
});

it('turns the creator days into chart columns (UTC seconds, uses, dollars)', () => {
  const [xs, uses, earned] = chartColumns([
    { day: '2026-11-30', uses: 2, deposits: '50.00', earnings: '1.50' },
    { day: 'bad', uses: 9, deposits: '0', earnings: '0' },
    { day: '2026-12-01', uses: 0, deposits: '0.00', earnings: '0.00' },
  ]);
  expect(xs).toEqual([Date.UTC(2026, 10, 30) / 1000, Date.UTC(2026, 11, 1) / 1000]);
  expect(uses).toEqual([2, 0]);
  expect(earned).toEqual([1.5, 0]);
});

it('builds the referral link and counts pages', () => {
  expect(referralLink('/ref-ABC', 'https://casefront.test/')).toBe('https://casefront.test/ref-ABC');
  expect(pageCount(0, 5)).toBe(1);
  expect(pageCount(11, 5)).toBe(3);
});
