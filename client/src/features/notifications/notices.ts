import type { MessageId } from '../../i18n/messageIds';

// The bell's rules, apart from React: what a notification says and when
// one is not worth a badge.

export type Notice = {
  id: string;
  kind: string;
  url: string;
  createdAt: string;
  read: boolean;
  params: readonly { name: string; value: string }[];
};

/** Each kind the server writes (server/notifications) and its message; another kind shows a generic text. */
const KIND_MESSAGES: Record<string, MessageId> = {
  withdrawal_sent: 'notifications.kind.withdrawal_sent',
  withdrawal_failed: 'notifications.kind.withdrawal_failed',
  battle_started: 'notifications.kind.battle_started',
  rematch_offer: 'notifications.kind.rematch_offer',
  support_reply: 'notifications.kind.support_reply',
  level_reward: 'notifications.kind.level_reward',
  extra_reward_reminder: 'notifications.kind.extra_reward_reminder',
  daily_bonus_reminder: 'notifications.kind.daily_bonus_reminder',
};

export function messageOf(n: Notice): { id: MessageId; values: Record<string, string> } {
  const values = Object.fromEntries(n.params.map((p) => [p.name, p.value]));
  return { id: Object.hasOwn(KIND_MESSAGES, n.kind) ? KIND_MESSAGES[n.kind] : 'notifications.kind.other', values };
}

/** A support answer on the ticket whose thread is on screen: the player sees it there (spec 4). */
export function seenInPlace(n: Notice, viewedTicket: string | null): boolean {
  if (n.kind !== 'support_reply' || viewedTicket === null) return false;
  return n.params.some((p) => p.name === 'ticket' && p.value === viewedTicket);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest unit that fits how long ago at was, for formatRelativeTime. */
export function ago(at: string, now: number = Date.now()): [number, Intl.RelativeTimeFormatUnit] {
  const secs = Math.round((new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(secs) >= size) return [Math.round(secs / size), unit];
  }
  return [Math.min(0, secs), 'second'];
}
