import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import { formatText } from '../ui/formatText';
import type { ModalSpecOf } from '../state/ui';

type Spec = ModalSpecOf<'promoCooldown'>;

export function PromoCooldownModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const intl = useIntl();
  const code = spec.code ?? '';
  const id =
    spec.period === 'twice' ? 'promoCooldown.twice' : spec.period === 'month' ? 'promoCooldown.month' : code ? 'promoCooldown.withCode' : 'promoCooldown.today';
  return (
    <Modal
      title={spec.title ? formatText(intl, spec.title) : <FormattedMessage id="notice.oops" />}
      onClose={onClose}
      footer={
        <Button size="large" onClick={onClose}>
          <FormattedMessage id="common.ok" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id={id} values={{ code }} />
      </p>
    </Modal>
  );
}

export default PromoCooldownModal;
