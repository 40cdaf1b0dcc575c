import { parseLocalePath, switchLang, withLang } from '../paths';

describe('language prefix', () => {
  it('has no prefix for English', () => {
    expect(parseLocalePath('/recoil-case')).toEqual({ lang: 'en', path: '/recoil-case', unknownPrefix: null });
    expect(parseLocalePath('/')).toEqual({ lang: 'en', path: '/', unknownPrefix: null });
  });

  it.each(['br', 'cn', 'de', 'jp', 'kr', 'ru', 'tr', 'es', 'fr', 'pl'])('reads the %s prefix', (lang) => {
    expect(parseLocalePath(`/${lang}/user/5`)).toEqual({ lang, path: '/user/5', unknownPrefix: null });
    expect(parseLocalePath(`/${lang}`)).toEqual({ lang, path: '/', unknownPrefix: null });
  });

  it('strips an unknown prefix and falls back to English', () => {
    expect(parseLocalePath('/xx/topdrop')).toEqual({ lang: 'en', path: '/topdrop', unknownPrefix: 'xx' });
    expect(parseLocalePath('/en/faq')).toEqual({ lang: 'en', path: '/faq', unknownPrefix: 'en' });
  });

  it('does not take longer first segments for a prefix', () => {
    expect(parseLocalePath('/dev/x').unknownPrefix).toBeNull();
    expect(parseLocalePath('/defuse-case').path).toBe('/defuse-case');
  });

  it('builds and switches paths', () => {
    expect(withLang('en', '/faq')).toBe('/faq');
    expect(withLang('de', '/')).toBe('/de');
    expect(withLang('de', '/faq')).toBe('/de/faq');
    expect(switchLang('/de/user/1', 'ru')).toBe('/ru/user/1');
    expect(switchLang('/jp', 'en')).toBe('/');
  });
});
