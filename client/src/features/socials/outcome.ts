import type { MessageId } from '../../i18n/messageIds';

// What the server says by the query string when it sends the browser back
// to the profile: after a service's consent page (?socials=<outcome>&service=)
// or after the confirmation link of an email (?socials=email_<outcome>).

export interface Outcome {
  id: MessageId;
  ok: boolean;
  service?: string;
}

const OUTCOMES: Record<string, { id: MessageId; ok: boolean }> = {
  connected: { id: 'socials.outcome.connected', ok: true },
  denied: { id: 'socials.outcome.denied', ok: false },
  expired: { id: 'socials.outcome.expired', ok: false },
  taken: { id: 'socials.outcome.taken', ok: false },
  unavailable: { id: 'socials.outcome.unavailable', ok: false },
  refused: { id: 'socials.outcome.refused', ok: false },
  email_confirmed: { id: 'socials.outcome.email_confirmed', ok: true },
  email_invalid: { id: 'socials.outcome.email_invalid', ok: false },
  email_expired: { id: 'socials.outcome.email_expired', ok: false },
  email_taken: { id: 'socials.outcome.email_taken', ok: false },
};

/** The outcome named by the query string, or null (none, or one this client does not know). */
export function outcomeOf(search: URLSearchParams): Outcome | null {
  const name = search.get('socials') ?? '';
  if (!Object.hasOwn(OUTCOMES, name)) return null;
  const service = search.get('service') ?? undefined;
  return { ...OUTCOMES[name], service };
}

/** The services' own names (brands, not translated). */
export const SERVICE_NAMES: Record<string, string> = { twitter: 'X (Twitter)', discord: 'Discord', youtube: 'YouTube', telegrambot: 'Telegram' };

export const serviceName = (service: string | undefined) => (service ? (SERVICE_NAMES[service] ?? service) : '');
