import { countryOptions, defaultCountry } from '../countries';

const SERVER = [
  { value: 'se', label: 'Sweden', img: '' },
  { value: 'TW', label: 'Taiwan', img: '' },
  { value: 'AQ', label: 'Antarctica', img: 'https://img/aq.png' },
  { value: 'SE', label: 'dup', img: '' },
  { value: 'bad', label: 'x', img: '' },
  { value: 'SK', label: 'Slovakia', img: '' },
];

describe('country options', () => {
  it('lists the server countries with their names, sorted in the site language, no repeats', () => {
    const opts = countryOptions('en', SERVER);
    expect(opts.map((o) => o.value)).toEqual(['AQ', 'SK', 'SE', 'TW']);
    expect(opts.find((o) => o.value === 'SE')?.label).toBe('Sweden');
    expect(opts[0].img).toBe('https://img/aq.png');
    // Taiwan has its own image; others get a code badge.
    expect(opts[3].img).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(opts[1].img).toMatch(/^data:image\/svg\+xml,/);
  });

  it('has no options before the server list arrives', () => {
    expect(countryOptions('en')).toEqual([]);
    expect(countryOptions('en', null)).toEqual([]);
  });

  it('defaults to the IP country, otherwise the first in the list', () => {
    const opts = countryOptions('en', SERVER);
    expect(defaultCountry(opts, 'SE')).toBe('SE');
    expect(defaultCountry(opts, 'sk')).toBe('SK');
    expect(defaultCountry(opts, 'XX')).toBe(opts[0].value);
    expect(defaultCountry(opts, null)).toBe(opts[0].value);
    expect(defaultCountry([], 'SE')).toBeNull();
  });
});
