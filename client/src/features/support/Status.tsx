import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';

const LABEL: Record<string, MessageId> = {
  new: 'support.status.new',
  open: 'support.status.open',
  pending: 'support.status.pending',
  solved: 'support.status.solved',
  closed: 'support.status.closed',
};

export function Status({ status }: { status: string }) {
  const id = LABEL[status];
  return <span className={`support-status support-status--${status}`}>{id ? <FormattedMessage id={id} /> : status}</span>;
}
