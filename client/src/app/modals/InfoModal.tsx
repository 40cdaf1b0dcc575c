import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import { formatText } from '../ui/formatText';
import type { ModalSpecOf } from '../state/ui';

type Spec = ModalSpecOf<'info'>;

export function InfoModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      title={spec.title ? formatText(intl, spec.title) : undefined}
      onClose={onClose}
      footer={
        <>
          <p className="muted modal__caption">{spec.caption ? formatText(intl, spec.caption) : <FormattedMessage id="modal.thanks" />}</p>
          <Button
            size="large"
            onClick={() => {
              spec.onConfirm?.();
              onClose();
            }}
          >
            {spec.confirmLabel ? formatText(intl, spec.confirmLabel) : <FormattedMessage id="common.ok" />}
          </Button>
        </>
      }
    >
      {spec.icon && <div className="modal__icon">{spec.icon}</div>}
      <p>{formatText(intl, spec.content)}</p>
    </Modal>
  );
}

export default InfoModal;
