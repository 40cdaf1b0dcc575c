import type { MessageId } from '../../i18n/messageIds';

/** A tournament's status as the server names it -> its label. */
export const STATUS: Record<string, MessageId> = {
  upcoming: 'pickem.status.upcoming',
  ongoing: 'pickem.status.ongoing',
  finished: 'pickem.status.finished',
};

/** A stage's name by its kind (the server names the demo stages in English); another kind shows the server's name. */
export const STAGES: Record<string, MessageId> = {
  group: 'pickem.stage.group',
  playoffs: 'pickem.stage.playoffs',
};
