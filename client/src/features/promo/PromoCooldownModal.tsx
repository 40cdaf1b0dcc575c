import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../app/ui/Modal';
import { Button } from '../../app/ui/Button';
import { formatText } from '../../app/ui/formatText';
import type { ModalSpecOf } from '../../app/state/ui';
import type { MessageId } from '../../i18n/messageIds';

type Spec = ModalSpecOf<'promoCooldown'>;

/** Why a promo code cannot be activated now (the server's api.code_should_cooldown* errors). */
export function PromoCooldownModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const intl = useIntl();
  const code = spec.code ?? '';
  const id: MessageId =
    spec.period === 'twice' ? 'promo.cooldown.twice' : spec.period === 'month' ? 'promo.cooldown.month' : code ? 'promo.cooldown.withCode' : 'promo.cooldown.today';
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
