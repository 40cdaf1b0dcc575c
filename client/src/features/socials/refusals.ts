import type { ApiError } from '../../app/errors/ApiError';
import type { MessageId } from '../../i18n/messageIds';

// The section's refusals shown inline, next to the field they are about.
// Anything else goes to the shared error handling (a notice).

export interface Refusal {
  id: MessageId;
  values?: Record<string, string | number>;
}

const REASONS: Record<string, MessageId> = {
  email_invalid: 'socials.error.email_invalid',
  email_confirmed: 'socials.error.email_confirmed',
  service_unknown: 'socials.error.service_unknown',
  service_connected: 'socials.error.service_connected',
  twitter_not_connected: 'socials.error.twitter_not_connected',
  phone_invalid: 'socials.error.phone_invalid',
  phone_confirmed: 'socials.error.phone_confirmed',
  code_invalid: 'socials.error.code_invalid',
  code_expired: 'socials.error.code_expired',
  reward_received: 'socials.error.reward_received',
  condition_not_met: 'socials.error.condition_not_met',
};

const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

export function refusalOf(err: Pick<ApiError, 'code' | 'fields'>): Refusal | null {
  switch (err.code) {
    case 'api.validation': {
      const reason = String(err.fields.reason ?? '');
      if (!Object.hasOwn(REASONS, reason)) return null;
      if (reason === 'code_invalid') return { id: REASONS[reason], values: { attempts: num(err.fields.attempts_left) } };
      return { id: REASONS[reason] };
    }
    case 'api.rate_limited':
      return { id: 'socials.error.rate_limited', values: { seconds: Math.max(1, Math.ceil(num(err.fields.retry_after_seconds))) } };
    case 'api.social_taken':
      return { id: 'socials.error.taken' };
    case 'api.social_unavailable':
      return { id: 'socials.error.unavailable' };
    default:
      return null;
  }
}
