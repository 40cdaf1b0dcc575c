import { useIntl } from 'react-intl';
import { LLink } from '../routing/lang';
import { ui, type NoticeItem } from '../state/ui';
import { formatText } from '../ui/formatText';

const ICON: Record<string, string> = { error: '!', warning: '⚠', info: 'i', success: '✓' };

/** The notices themselves: their code loads with the first one. */
export default function Notices({ notices }: { notices: readonly NoticeItem[] }) {
  const intl = useIntl();
  return notices.map((n) => (
    <div key={n.key} className={`notice notice--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'} data-testid="notice">
      {(n.icon || n.tone !== 'error') && <span className="notice__icon">{ICON[n.tone]}</span>}
      <div className="notice__body">
        {n.title && <strong className="notice__title">{formatText(intl, n.title)}</strong>}
        <span>{formatText(intl, n.text)}</span>
        {n.link && (
          // Following the link is what the notice asked for: it goes with it.
          <LLink to={n.link.to} className="notice__link" data-testid="notice-link" onClick={() => ui.dismiss(n.key)}>
            {formatText(intl, n.link.label)}
          </LLink>
        )}
      </div>
      <button type="button" className="notice__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => ui.dismiss(n.key)}>
        ×
      </button>
    </div>
  ));
}
