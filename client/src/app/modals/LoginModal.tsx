import { FormattedMessage } from 'react-intl';
import { Modal } from '../ui/Modal';
import { SignInButton } from '../layout/ProfileArea';

export function LoginModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={<FormattedMessage id="login.title" />} onClose={onClose} className="modal--login">
      <div className="modal__icon modal__icon--steam" aria-hidden>
        🔒
      </div>
      <p className="muted">
        <FormattedMessage id="login.text" />
      </p>
      <div className="row row--center" data-testid="login-modal">
        <SignInButton size="large" />
      </div>
    </Modal>
  );
}

export default LoginModal;
