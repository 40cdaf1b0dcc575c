import type { IntlShape } from 'react-intl';
import type { Text } from '../errors/errorMap';
import { isMessageId } from '../../i18n/messageIds';

/** Resolves a Text (with nested Texts in its values) to a string. */
export function formatText(intl: IntlShape, t: Text): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(t.values ?? {})) values[k] = typeof v === 'object' ? formatText(intl, v) : v;
  // Text ids may be server error codes: only known ones are messages.
  if (!isMessageId(t.id, intl.messages)) return t.fallback || intl.formatMessage({ id: 'api.generic' });
  return intl.formatMessage({ id: t.id }, values);
}
