import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMessageId, type MessageId } from '../../i18n/messageIds';
import { reasonMessage } from './reason';


/** A server refusal in the player's language (api.generic for one the catalogue lacks). */
export function ReasonText({ reason }: { reason: string }) {
  const intl = useIntl();
  return <FormattedMessage id={reasonMessage(reason, (r) => isMessageId(r, intl.messages)) as MessageId} />;
}

interface WhyProps {
  /** The page's class prefix: `${cls}-why`. */
  cls: string;
  testId: string;
  /** The state's kind, for tests and styles. */
  reason: string;
  blocked: boolean;
  children: ReactNode;
}

/** Why the play button is off (or what it needs next); nothing when there is nothing to say. */
export function PlayWhy({ cls, testId, reason, blocked, children }: WhyProps) {
  if (children === null || children === undefined) return null;
  return (
    <p className={`${cls}-why ${blocked ? 'is-blocked' : ''}`} data-testid={testId} data-reason={reason}>
      {children}
    </p>
  );
}
