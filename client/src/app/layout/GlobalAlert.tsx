import { useIntl, type IntlShape } from 'react-intl';
import { ui, useUi } from '../state/ui';
import type { Text } from '../errors/errorMap';

/** Resolves a Text (with nested Texts in its values) to a string. */
export function formatText(intl: IntlShape, t: Text): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(t.values ?? {})) values[k] = typeof v === 'object' ? formatText(intl, v) : v;
  if (!intl.messages[t.id] && t.fallback) return t.fallback;
  if (!intl.messages[t.id]) return intl.formatMessage({ id: 'api.generic' });
  return intl.formatMessage({ id: t.id }, values);
}

const ICON: Record<string, string> = { error: '!', warning: '⚠', info: 'i', success: '✓' };

/** Notices stack (toasts) for errors and confirmations. */
export function GlobalAlert() {
  const { notices } = useUi();
  const intl = useIntl();
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.key} className={`notice notice--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'} data-testid="notice">
          {(n.icon || n.tone !== 'error') && <span className="notice__icon">{ICON[n.tone]}</span>}
          <div className="notice__body">
            {n.title && <strong className="notice__title">{formatText(intl, n.title)}</strong>}
            <span>{formatText(intl, n.text)}</span>
          </div>
          <button type="button" className="notice__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => ui.dismiss(n.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
