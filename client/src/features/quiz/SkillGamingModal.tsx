import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../app/ui/Modal';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { QuizForm } from './QuizForm';
import './quiz.css';

/**
 * The skill-gaming quiz (spec 1, 8): opened a second after a withdrawal
 * answered api.need_skill_gaming_vote; closable with its own button only,
 * never by an outside click.
 */
export function SkillGamingModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={<FormattedMessage id="quiz.title" />} onClose={onClose} closeOnOutside={false}>
      <p className="muted">
        <FormattedMessage id="quiz.intro" />
      </p>
      <Suspense fallback={<PageSpinner />}>
        <QuizForm onPassed={onClose} />
      </Suspense>
    </Modal>
  );
}

export default SkillGamingModal;
