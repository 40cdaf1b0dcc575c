import { countryOptions, defaultCountry, COUNTRY_CODES } from '../countries';

describe('country options', () => {
  it('uses the built-in list in the site language, sorted by name', () => {
    const en = countryOptions('en');
    expect(en).toHaveLength(COUNTRY_CODES.length);
    expect(en.find((o) => o.value === 'SE')?.label).toBe('Sweden');
    const labels = en.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryOptions('de').find((o) => o.value === 'SE')?.label).toBe('Schweden');
  });

  it('takes the server list, translating names and keeping its images', () => {
    const opts = countryOptions('en', [
      { value: 'se', label: 'Sweden', img: '' },
      { value: 'TW', label: 'Taiwan', img: '' },
      { value: 'AQ', label: 'Antarctica', img: 'https://img/aq.png' },
      { value: 'SE', label: 'dup', img: '' },
      { value: 'bad', label: 'x', img: '' },
    ]);
    expect(opts.map((o) => o.value)).toEqual(['AQ', 'SE', 'TW']);
    expect(opts[0].img).toBe('https://img/aq.png');
    // Taiwan has its own image; others get a flag.
    expect(opts[2].img).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(opts[1].img).toMatch(/^data:image\/svg\+xml,/);
  });

  it('defaults to the IP country, otherwise the first in the list', () => {
    const opts = countryOptions('en');
    expect(defaultCountry(opts, 'SE')).toBe('SE');
    expect(defaultCountry(opts, 'sk')).toBe('SK');
    expect(defaultCountry(opts, 'XX')).toBe(opts[0].value);
    expect(defaultCountry(opts, null)).toBe(opts[0].value);
    expect(defaultCountry([], 'SE')).toBeNull();
  });
});
