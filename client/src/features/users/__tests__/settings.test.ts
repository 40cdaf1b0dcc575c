import { ApiError } from '../../../app/errors/ApiError';
import { banEnd, longerBanUntil, tradeLinkErrorId } from '../settings';

describe('trade link', () => {
  it('explains a refused save under the field with the server\'s reason', () => {
    const refused = (reason: string) => new ApiError('api.validation', 'bad', 200, { code: 'api.validation', field: 'tradeoffer', reason });
    expect(tradeLinkErrorId(refused('format'))).toBe('users.settings.trade.invalid');
    expect(tradeLinkErrorId(refused('not_your_account'))).toBe('users.settings.trade.notYours');
  });

  it('leaves other errors to the notices', () => {
    expect(tradeLinkErrorId(new ApiError('api.no_auth', 'x', 401))).toBeNull();
    expect(tradeLinkErrorId(new ApiError('api.validation', 'x', 200, { field: 'days' }))).toBeNull();
  });
});

describe('self-ban', () => {
  it('reads the current end from a refused shorter ban', () => {
    const err = new ApiError('api.validation', 'longer', 200, { ban_until: '2027-01-01T00:00:00Z' });
    expect(longerBanUntil(err)).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(longerBanUntil(new ApiError('api.internal', 'x'))).toBeNull();
  });

  it('ends the chosen number of days from now', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(new Date(banEnd(1, now)).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(new Date(banEnd(365, now)).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });
});
