import { FormattedMessage } from 'react-intl';
import { Modal } from '../../app/ui/Modal';
import { Button } from '../../app/ui/Button';

/** The player answers a skill question before some actions (api.need_skill_gaming_vote); closable only with its own button, never by an outside click. */
export function SkillGamingModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={<FormattedMessage id="users.skillGaming.title" />} onClose={onClose} closeOnOutside={false}>
      <p className="muted">
        <FormattedMessage id="users.skillGaming.text" />
      </p>
      <Button size="large" onClick={onClose}>
        <FormattedMessage id="common.ok" />
      </Button>
    </Modal>
  );
}

export default SkillGamingModal;
