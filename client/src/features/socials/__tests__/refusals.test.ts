import { refusalOf } from '../refusals';
import { outcomeOf } from '../outcome';
import { secondsUntil } from '../time';

it('names a validation reason, with the attempts left of a wrong code', () => {
  expect(refusalOf({ code: 'api.validation', fields: { reason: 'phone_invalid' } })).toEqual({ id: 'socials.error.phone_invalid' });
  expect(refusalOf({ code: 'api.validation', fields: { reason: 'code_invalid', attempts_left: 1 } })).toEqual({ id: 'socials.error.code_invalid', values: { attempts: 1 } });
  expect(refusalOf({ code: 'api.validation', fields: { reason: 'something_else' } })).toBeNull();
  expect(refusalOf({ code: 'api.validation', fields: {} })).toBeNull();
});

it('names the wait of a rate limit and the socials keys; leaves the rest to the shared handling', () => {
  expect(refusalOf({ code: 'api.rate_limited', fields: { retry_after_seconds: 12.2 } })).toEqual({ id: 'socials.error.rate_limited', values: { seconds: 13 } });
  expect(refusalOf({ code: 'api.social_taken', fields: {} })).toEqual({ id: 'socials.error.taken' });
  expect(refusalOf({ code: 'api.social_unavailable', fields: {} })).toEqual({ id: 'socials.error.unavailable' });
  expect(refusalOf({ code: 'api.no_auth', fields: {} })).toBeNull();
});

it('reads the outcome the server sends back, with its service', () => {
  expect(outcomeOf(new URLSearchParams('socials=taken&service=discord'))).toEqual({ id: 'socials.outcome.taken', ok: false, service: 'discord' });
  expect(outcomeOf(new URLSearchParams('socials=email_confirmed'))).toEqual({ id: 'socials.outcome.email_confirmed', ok: true, service: undefined });
  expect(outcomeOf(new URLSearchParams('socials=toString'))).toBeNull();
  expect(outcomeOf(new URLSearchParams(''))).toBeNull();
});

it('counts whole seconds to a time, none when past or missing', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');
  expect(secondsUntil('2026-12-01T10:00:30.200Z', now)).toBe(31);
  expect(secondsUntil('2026-12-01T09:00:00Z', now)).toBe(0);
  expect(secondsUntil(null, now)).toBe(0);
});
