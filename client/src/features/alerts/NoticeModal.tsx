import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LLink } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { isExternal, loadNotices, viewModal, viewedModals, type Modal } from './api';
import './alerts.css';

/** The first running modal notification the viewer has not seen: shown once. */
export default function NoticeModal() {
  const intl = useIntl();
  const token = useToken();
  const [modal, setModal] = useState<Modal | null>(null);
  useEffect(() => {
    let live = true;
    loadNotices().then((n) => {
      const seen = viewedModals();
      const next = n.modals.find((m) => !seen.includes(m.id)) ?? null;
      if (!live || !next) return;
      viewModal(next.id); // shown counts as seen, closed or not
      setModal(next);
    });
    return () => {
      live = false;
    };
  }, [token, intl.locale]);
  useEffect(() => {
    if (!modal) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setModal(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modal]);
  if (!modal) return null;
  const close = () => setModal(null);
  const label = modal.button || intl.formatMessage({ id: 'alerts.open' });
  return (
    <div className="notice-modal__backdrop" onClick={close}>
      <div className="notice-modal" role="dialog" aria-modal="true" aria-labelledby="notice-modal-title" data-testid="notice-modal"
        onClick={(e) => e.stopPropagation()}>
        <button type="button" className="notice-modal__close" data-testid="notice-modal-close" onClick={close}
          aria-label={intl.formatMessage({ id: 'alerts.close' })}>
          ×
        </button>
        {modal.image && <img className="notice-modal__image" src={modal.image} alt="" />}
        <h2 id="notice-modal-title">{modal.title}</h2>
        <p className="notice-modal__body">{modal.body}</p>
        <div className="notice-modal__actions">
          {modal.link &&
            (isExternal(modal.link) ? (
              <a className="btn btn--medium btn--primary" href={modal.link} target="_blank" rel="noopener noreferrer" onClick={close}>
                {label}
              </a>
            ) : (
              <LLink className="btn btn--medium btn--primary" to={modal.link} onClick={close}>
                {label}
              </LLink>
            ))}
          <button type="button" className="btn btn--medium btn--secondary" onClick={close}>
            <FormattedMessage id="alerts.close" />
          </button>
        </div>
      </div>
    </div>
  );
}
