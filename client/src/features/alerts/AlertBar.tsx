import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LLink } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { hiddenAlerts, hideAlert, isExternal, loadNotices, type Alert } from './api';
import './alerts.css';

/** The operators' alerts over every page, each dismissed for good. */
export default function AlertBar() {
  const intl = useIntl();
  const token = useToken();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  useEffect(() => {
    let live = true;
    loadNotices().then((n) => {
      const hidden = hiddenAlerts();
      if (live) setAlerts(n.alerts.filter((a) => !hidden.includes(a.id)));
    });
    return () => {
      live = false;
    };
  }, [token, intl.locale]);
  if (!alerts.length) return null;
  const dismiss = (id: number) => {
    hideAlert(id);
    setAlerts((list) => list.filter((a) => a.id !== id));
  };
  return (
    <div className="alert-bars" role="region" aria-label={intl.formatMessage({ id: 'alerts.label' })}>
      {alerts.map((a) => (
        <div key={a.id} className={`alert-bar alert-bar--${a.style}`} data-testid="alert-bar" data-style={a.style}>
          <span className="alert-bar__text">{a.text}</span>
          {a.link &&
            (isExternal(a.link) ? (
              <a className="alert-bar__link" href={a.link} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="alerts.more" />
              </a>
            ) : (
              <LLink className="alert-bar__link" to={a.link}>
                <FormattedMessage id="alerts.more" />
              </LLink>
            ))}
          <button type="button" className="alert-bar__close" data-testid="alert-dismiss" onClick={() => dismiss(a.id)}
            aria-label={intl.formatMessage({ id: 'alerts.dismiss' })}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
