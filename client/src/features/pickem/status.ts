import type { MessageId } from '../../i18n/messageIds';

/** A tournament's status as the server names it -> its label. */
export const STATUS: Record<string, MessageId> = {
  upcoming: 'pickem.status.upcoming',
  ongoing: 'pickem.status.ongoing',
  finished: 'pickem.status.finished',
};
