import { mapApiError, remainingText, SERVER_ERROR_TEXT } from '../errorMap';
import { ApiError, apiErrorFromGraphQL } from '../ApiError';
import { API_ERRORS } from '../keys.gen';
import { allMessages } from '../../../i18n/__tests__/catalogs';

const en = allMessages('en');

const err = (code: string, fields: Record<string, unknown> = {}, message = 'server text') => new ApiError(code, message, 400, fields);

describe('error catalogue', () => {
  it('opens the login modal for api.no_auth', () => {
    expect(mapApiError(err('api.no_auth'))).toEqual({ kind: 'login' });
  });

  it('is silent for quiet requests, whatever the error', () => {
    expect(mapApiError(err('api.no_auth'), { quiet: true })).toEqual({ kind: 'silent' });
    expect(mapApiError(err('api.internal'), { quiet: true })).toEqual({ kind: 'silent' });
  });

  it('passes the comment rate-limit wait back silently', () => {
    expect(mapApiError(err('api.comment_rate_limiter', { rate_limiting_seconds: 12 }))).toEqual({ kind: 'silent', waitSeconds: 12 });
  });

  it('shows the minimum deposit, never below 4', () => {
    const low = mapApiError(err('api.no_deposits', { amount: 1.5 }));
    expect(low).toMatchObject({ kind: 'notice', notice: { tone: 'error', text: { id: 'api.no_deposits', values: { amount: '4.00' } } } });
    const high = mapApiError(err('api.no_deposits', { amount: '12.345' }));
    expect(high).toMatchObject({ notice: { text: { values: { amount: '12.34' } } } });
    const none = mapApiError(err('api.no_deposits'));
    expect(none).toMatchObject({ notice: { text: { values: { amount: '4.00' } } } });
  });

  it('explains an existing referrer in an info modal', () => {
    expect(mapApiError(err('api.user_has_referer'))).toEqual({
      kind: 'info',
      title: { id: 'api.error' },
      content: { id: 'api.user_has_referer' },
    });
  });

  it('opens the skill-gaming modal after one second', () => {
    expect(mapApiError(err('api.need_skill_gaming_vote'))).toEqual({ kind: 'skillGaming', delayMs: 1000 });
  });

  it.each([
    ['api.code_should_cooldown', 'today'],
    ['api.code_should_cooldown_today', 'today'],
    ['api.code_should_cooldown_month', 'month'],
    ['api.code_should_cooldown_twice', 'twice'],
    ['api.code_should_cooldown_twice_today', 'twice'],
  ])('%s is a %s cooldown', (code, period) => {
    expect(mapApiError(err(code), { promoCode: 'SPRING' })).toEqual({ kind: 'promoCooldown', period, code: 'SPRING' });
  });

  it('names the promo code the error carries in its fields, before the one being activated', () => {
    // extensions.code is the error key; the code comes in a field of its own.
    const withField = err('api.code_should_cooldown_twice', { code: 'api.code_should_cooldown_twice', promocode: 'DEMO10' });
    expect(mapApiError(withField, { promoCode: 'typed' })).toEqual({ kind: 'promoCooldown', period: 'twice', code: 'DEMO10' });
    expect(mapApiError(err('api.code_should_cooldown_month', { promo_code: 'X1' }))).toEqual({ kind: 'promoCooldown', period: 'month', code: 'X1' });
    expect(mapApiError(err('api.code_should_cooldown', { promoCode: 'X2' }))).toEqual({ kind: 'promoCooldown', period: 'today', code: 'X2' });
    // Never the error key itself, and nothing when neither is known.
    expect(mapApiError(err('api.code_should_cooldown_today', { code: 'api.code_should_cooldown_today' }))).toEqual({ kind: 'promoCooldown', period: 'today', code: undefined });
  });

  it('computes the trade-ban remaining time from ban_until', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const inSec = (s: number) => (now + s * 1000) / 1000; // unix seconds
    const hours = mapApiError(err('api.trades_blocked', { ban_until: inSec(2 * 3600 + 5 * 60) }), { now });
    expect(hours).toMatchObject({
      kind: 'notice',
      notice: { title: { id: 'notice.oops' }, text: { id: 'api.trades_blocked', values: { time: { id: 'time.hoursMinutes', values: { hours: 2, minutes: 5 } } } } },
    });
    const minutes = mapApiError(err('api.trades_blocked', { ban_until: new Date(now + 7 * 60_000).toISOString() }), { now });
    expect(minutes).toMatchObject({ notice: { text: { values: { time: { id: 'time.minutes', values: { minutes: 7 } } } } } });
    expect(remainingText(42_000)).toEqual({ id: 'time.seconds', values: { seconds: 42 } });
  });

  it('reports a self-ban and asks for the blocking modal', () => {
    const action = mapApiError(err('api.self_banned', { ban_until: '2030-01-02T03:04:05Z' }));
    expect(action).toMatchObject({ kind: 'selfBanned', until: Date.parse('2030-01-02T03:04:05Z'), notice: { tone: 'error', text: { id: 'api.self_banned' } } });
  });

  it('uses yellow notices with an icon in upgrade, contract, skin changer and battle areas', () => {
    expect(mapApiError(err('api.not_enough_money'), { area: 'upgrade' })).toMatchObject({ notice: { tone: 'warning', icon: true } });
    expect(mapApiError(err('api.item_already_sold'), { area: 'contract' })).toMatchObject({ notice: { tone: 'warning', icon: true } });
    expect(mapApiError(err('api.item_already_sold'), { area: 'skin_changer' })).toMatchObject({ notice: { tone: 'warning', icon: true } });
    expect(mapApiError(err('api.not_enough_money'), { area: 'case_battle' })).toMatchObject({ notice: { tone: 'warning', icon: true } });
  });

  it('falls back to a generic error notice with the server text', () => {
    expect(mapApiError(err('api.not_enough_money'))).toEqual({
      kind: 'notice',
      notice: { tone: 'error', text: { id: 'api.not_enough_money', values: {}, fallback: 'server text' } },
    });
    expect(mapApiError(err('weird'))).toMatchObject({ notice: { tone: 'error', text: { id: 'api.generic' } } });
  });

  it('reads the api key from GraphQL extensions.code', () => {
    const e = apiErrorFromGraphQL([{ message: 'no money', extensions: { code: 'api.not_enough_money', need: '3.00' } }]);
    expect(e.code).toBe('api.not_enough_money');
    expect(e.fields).toMatchObject({ need: '3.00' });
    expect(apiErrorFromGraphQL([{ message: 'boom' }]).code).toBe('api.internal');
  });

  it('reads the api key of an input coercion error from extensions.key', () => {
    const e = apiErrorFromGraphQL([{ message: 'invalid value for min', extensions: { code: 'BAD_USER_INPUT', key: 'api.validation', field: 'min' } }]);
    expect(e.code).toBe('api.validation');
    expect(e.fields).toMatchObject({ field: 'min' });
  });
});

describe('server error keys (generated from server/apperr)', () => {
  it('every key the server sends has an English message', () => {
    for (const { key } of API_ERRORS) {
      expect(en[SERVER_ERROR_TEXT[key]]).toBeTruthy();
    }
  });

  it('a new server key without its own message falls back to the generic one', () => {
    const a = mapApiError({ code: 'api.payload_too_large', message: 'too big', fields: {}, status: 413 });
    expect(a).toEqual({ kind: 'notice', notice: { tone: 'error', text: { id: 'api.generic', values: {}, fallback: 'too big' } } });
  });
});
