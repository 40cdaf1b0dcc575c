import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSET_DAYS, SAVED_KEY, assetIdCookie, cleanCode, peekSavedPromo, readLanding, savePromo, takeSavedPromo } from '../saved';

beforeEach(() => localStorage.clear());

describe('a promo code saved until the sign-in', () => {
  it('is kept locally and taken once', () => {
    savePromo({ code: ' DEMO10 ' });
    expect(peekSavedPromo()).toEqual({ code: 'DEMO10' });
    expect(takeSavedPromo()).toEqual({ code: 'DEMO10' });
    // Activated at most once: gone once taken.
    expect(takeSavedPromo()).toBeNull();
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
  });

  it('remembers a promo page’s code and group', () => {
    savePromo({ code: 'promo-refill', page: true, group: 'newfb' });
    expect(takeSavedPromo()).toEqual({ code: 'promo-refill', page: true, group: 'newfb' });
    savePromo({ code: 'spring', page: true, group: '' });
    expect(takeSavedPromo()).toEqual({ code: 'spring', page: true });
  });

  it('keeps the latest of two codes', () => {
    savePromo({ code: 'FIRST' });
    savePromo({ code: 'SECOND' });
    expect(takeSavedPromo()).toEqual({ code: 'SECOND' });
  });

  it('saves nothing for an empty code and ignores what it cannot read', () => {
    savePromo({ code: '   ' });
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    localStorage.setItem(SAVED_KEY, 'not json');
    expect(takeSavedPromo()).toBeNull();
    localStorage.setItem(SAVED_KEY, JSON.stringify({ code: 42 }));
    expect(peekSavedPromo()).toBeNull();
  });

  it('cuts codes to 64 characters', () => {
    expect(cleanCode('x'.repeat(80))).toHaveLength(64);
    expect(cleanCode(null)).toBe('');
  });
});

describe('the asset_id cookie (spec 5, 9)', () => {
  it('is set for 14 days, only for a number', () => {
    expect(ASSET_DAYS).toBe(14);
    expect(assetIdCookie('12345')).toBe('asset_id=12345; Max-Age=1209600; Path=/; SameSite=Lax');
    expect(assetIdCookie('12345', true)).toMatch(/; Secure$/);
    for (const bad of ['', 'abc', '12a', '1.5', '-3', '1 2', null, undefined, '1'.repeat(21)]) expect(assetIdCookie(bad)).toBeNull();
  });
});

describe('a landing link', () => {
  it('gives the promo code and the asset cookie, and drops promo from the query', () => {
    expect(readLanding('?promo=DEMO10&asset_id=77&utm_source=x')).toEqual({
      promo: 'DEMO10',
      cookie: 'asset_id=77; Max-Age=1209600; Path=/; SameSite=Lax',
      search: '?asset_id=77&utm_source=x',
    });
  });

  it('sets no cookie for a non-numeric asset_id and keeps an empty query empty', () => {
    expect(readLanding('?asset_id=abc')).toEqual({ promo: null, cookie: null, search: '?asset_id=abc' });
    expect(readLanding('?promo=')).toEqual({ promo: null, cookie: null, search: '' });
    expect(readLanding('?promo=SPRING')).toEqual({ promo: 'SPRING', cookie: null, search: '' });
  });
});

describe('the sign-in', () => {
  it('looks for a saved code under the same key (it does not import this module, to stay small)', () => {
    const src = readFileSync(path.join(__dirname, '../../../app/auth/signIn.ts'), 'utf8');
    expect(src).toContain(`const SAVED_PROMO_KEY = '${SAVED_KEY}';`);
  });
});
