import { ApiError } from '../../../app/errors/ApiError';
import { banEnd, longerBanUntil, TRADE_LINK, tradeLinkErrorId } from '../settings';

const GOOD = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12';

describe('trade link', () => {
  it('accepts the Steam trade offer link format only', () => {
    expect(TRADE_LINK.test(GOOD)).toBe(true);
    expect(TRADE_LINK.test('http://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEfGh')).toBe(false);
    expect(TRADE_LINK.test('https://steamcommunity.com/tradeoffer/new/?partner=1&token=short')).toBe(false);
    expect(TRADE_LINK.test('https://evil.example/tradeoffer/new/?partner=1&token=AbCdEfGh')).toBe(false);
    expect(TRADE_LINK.test('not a link')).toBe(false);
  });

  it('explains a refused save under the field', () => {
    const validation = new ApiError('api.validation', 'bad', 200, { code: 'api.validation', field: 'tradeoffer' });
    expect(tradeLinkErrorId('nope', validation)).toBe('settings.trade.invalid');
    // Well formed but refused: it belongs to someone else.
    expect(tradeLinkErrorId(` ${GOOD} `, validation)).toBe('settings.trade.notYours');
  });

  it('leaves other errors to the notices', () => {
    expect(tradeLinkErrorId('nope', new ApiError('api.no_auth', 'x', 401))).toBeNull();
    expect(tradeLinkErrorId('nope', new ApiError('api.validation', 'x', 200, { field: 'days' }))).toBeNull();
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
