import { activeSelfBan, shouldAskCountry } from '../viewerRules';

describe('country modal', () => {
  it.each(['SE', 'SK', 'se', ' sk '])('asks a player without a country who signed in from %s', (ipCountry) => {
    expect(shouldAskCountry({ country: null, ipCountry })).toBe(true);
    expect(shouldAskCountry({ country: '', ipCountry })).toBe(true);
  });

  it('does not ask once a country is chosen', () => {
    expect(shouldAskCountry({ country: 'SE', ipCountry: 'SE' })).toBe(false);
    expect(shouldAskCountry({ country: 'DE', ipCountry: 'SK' })).toBe(false);
  });

  it.each([null, undefined, '', 'DE', 'US', 'CZ', 'SEK'])('does not ask players from %p', (ipCountry) => {
    expect(shouldAskCountry({ country: null, ipCountry })).toBe(false);
  });

  it('does not ask visitors', () => {
    expect(shouldAskCountry(null)).toBe(false);
    expect(shouldAskCountry(undefined)).toBe(false);
  });
});

describe('self-ban', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('is active while the end is in the future', () => {
    expect(activeSelfBan('2026-01-11T12:00:00Z', now)).toBe(Date.parse('2026-01-11T12:00:00Z'));
    expect(activeSelfBan(Math.floor(now / 1000) + 60, now)).toBe(now + 60_000);
  });
  it('is over at or after the end, and absent without one', () => {
    expect(activeSelfBan('2026-01-10T12:00:00Z', now)).toBeNull();
    expect(activeSelfBan('2026-01-09T12:00:00Z', now)).toBeNull();
    expect(activeSelfBan(null, now)).toBeNull();
    expect(activeSelfBan('', now)).toBeNull();
    expect(activeSelfBan('garbage', now)).toBeNull();
  });
});
