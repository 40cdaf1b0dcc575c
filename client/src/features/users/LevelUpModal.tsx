import { FormattedMessage } from 'react-intl';
import { useOwnWear } from '../customizations';
import { Modal } from '../../app/ui/Modal';
import { Button } from '../../app/ui/Button';
import { Avatar, LevelBadge } from '../../app/ui/Avatar';
import type { ModalSpecOf } from '../../app/state/ui';
import { LEVEL_UP_KEY } from '../../app/state/levelUp';

type Spec = ModalSpecOf<'levelUp'>;

export function LevelUpModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const close = () => {
    // Closing clears the stored level-up data so it is not shown again.
    sessionStorage.removeItem(LEVEL_UP_KEY);
    onClose();
  };
  return (
    <Modal
      title={<FormattedMessage id="users.levelUp.title" />}
      onClose={close}
      className="modal--levelup"
      footer={
        <Button size="large" onClick={close}>
          <FormattedMessage id="common.ok" />
        </Button>
      }
    >
      <div className="levelup">
        <WornAvatar src={spec.avatar} name={spec.nickname} />
        <LevelBadge level={spec.level} size={40} />
      </div>
      <p>
        <FormattedMessage id="users.levelUp.text" values={{ level: spec.level }} />
      </p>
    </Modal>
  );
}

/** The new level's player as they look: border, hood and avatar (spec 2). */
function WornAvatar({ src, name }: { src?: string | null; name: string }) {
  const wear = useOwnWear();
  return <Avatar src={src} name={name} size={80} wear={wear} />;
}

export default LevelUpModal;
