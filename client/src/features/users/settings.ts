import type { ApiError } from '../../app/errors/ApiError';
import { parseTime } from '../../app/errors/time';
import type { MessageId } from '../../i18n/messageIds';

// Rules of the owner's settings section. Pure, so they are tested on their own.

export const TRADE_LINK_EXAMPLE = 'https://steamcommunity.com/tradeoffer/new/?partner=…&token=…';

type ErrLike = Pick<ApiError, 'code' | 'fields'>;

/**
 * The message under the trade link field for a failed save, or null when the
 * error is not about the field (it is then shown as a notice). The server
 * says why (`reason`): the link is malformed, or it is another Steam
 * account's.
 */
export function tradeLinkErrorId(err: ErrLike): MessageId | null {
  if (err.code !== 'api.validation') return null;
  if (err.fields.field !== undefined && err.fields.field !== 'tradeoffer') return null;
  return err.fields.reason === 'not_your_account' ? 'users.settings.trade.notYours' : 'users.settings.trade.invalid';
}

/** A self-ban shorter than the current one fails: returns the current end (ms), else null. */
export function longerBanUntil(err: ErrLike): number | null {
  if (err.code !== 'api.validation') return null;
  return parseTime(err.fields.ban_until ?? err.fields.banUntil);
}

/** When a self-ban for `days` starting now would end. */
export function banEnd(days: number, now = Date.now()): number {
  return now + days * 24 * 60 * 60 * 1000;
}
