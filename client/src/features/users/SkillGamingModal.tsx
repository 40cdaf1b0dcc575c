import { FormattedMessage } from 'react-intl';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';

/** Asked before some actions; closable only with its own button, never by an outside click. */
export function SkillGamingModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={<FormattedMessage id="skill.title" />} onClose={onClose} closeOnOutside={false}>
      <p className="muted">
        <FormattedMessage id="skill.text" />
      </p>
      <Button size="large" onClick={onClose}>
        <FormattedMessage id="common.ok" />
      </Button>
    </Modal>
  );
}

export default SkillGamingModal;
