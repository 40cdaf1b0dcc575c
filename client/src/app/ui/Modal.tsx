import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';

interface Props {
  title?: ReactNode;
  onClose?: () => void;
  /** Some modals (country, skill gaming) ignore clicks outside. */
  closeOnOutside?: boolean;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function Modal({ title, onClose, closeOnOutside = true, className, children, footer }: Props) {
  const intl = useIntl();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeOnOutside && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, closeOnOutside]);
  // Portalled to <body>: a blurred (backdrop-filter) ancestor such as the
  // sticky header would otherwise become the containing block of the overlay.
  return createPortal(
    <div className="modal-overlay" onMouseDown={(e) => e.target === e.currentTarget && closeOnOutside && onClose?.()}>
      <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true">
        {onClose && (
          <button type="button" className="modal__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
            ×
          </button>
        )}
        {title && <h2 className="modal__title">{title}</h2>}
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
