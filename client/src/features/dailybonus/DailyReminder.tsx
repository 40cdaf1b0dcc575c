import { FormattedMessage, useIntl } from 'react-intl';
import { LLink } from '../../app/routing/lang';
import type { MessageId } from '../../i18n/messageIds';
import './reminder.css';

// The daily reward reminder (spec 9): one of five texts, linking to the daily bonus.
const TEXTS: readonly MessageId[] = [
  'dailybonus.reminder.1',
  'dailybonus.reminder.2',
  'dailybonus.reminder.3',
  'dailybonus.reminder.4',
  'dailybonus.reminder.5',
];

export default function DailyReminder({ text, onClose }: { text: number; onClose: () => void }) {
  const intl = useIntl();
  const id = TEXTS[Math.min(TEXTS.length, Math.max(1, text)) - 1];
  return (
    <div className="daily-reminder" role="status" data-testid="daily-reminder" data-text={text}>
      <span className="daily-reminder__icon" aria-hidden>
        ★
      </span>
      <LLink to="/dailybonus" className="daily-reminder__body" onClick={onClose} data-testid="daily-reminder-link">
        <span>
          <FormattedMessage id={id} />
        </span>
        <strong>
          <FormattedMessage id="dailybonus.reminder.go" />
        </strong>
      </LLink>
      <button type="button" className="daily-reminder__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
