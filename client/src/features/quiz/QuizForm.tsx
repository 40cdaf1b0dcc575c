import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import type { QuizFormQuery } from '../../__generated__/QuizFormQuery.graphql';
import type { QuizFormCheckMutation } from '../../__generated__/QuizFormCheckMutation.graphql';
import type { QuizFormVoteMutation } from '../../__generated__/QuizFormVoteMutation.graphql';

const query = graphql`
  query QuizFormQuery($locale: String) {
    skillGamingQuestions(locale: $locale) {
      questionId
      text
      variants {
        variantId
        label
      }
    }
  }
`;

const check = graphql`
  mutation QuizFormCheckMutation($variants: [Int!]!) {
    checkSkillGamingVote(variants: $variants) {
      rightIds
      isVoteRight
    }
  }
`;

const vote = graphql`
  mutation QuizFormVoteMutation($variants: [Int!]!) {
    skillGamingVote(variants: $variants) {
      passed
      isVoteRight
    }
  }
`;

/** The checked answers: which variants are right, and whether all chosen are. */
interface Checked {
  rightIds: readonly number[];
  isVoteRight: boolean;
}

/**
 * The quiz's steps (spec 4 "Skill-gaming"): choose one variant per
 * question, check them (the right ones are marked), then either go on to
 * the vote (all right) or, after an incorrect answer, take a new list.
 */
export function QuizForm({ onPassed }: { onPassed: () => void }) {
  const lang = useLang();
  // A new list after a wrong answer: the server draws new questions.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<QuizFormQuery>(query, { locale: lang }, { fetchPolicy: 'network-only', fetchKey });
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [oneIncorrect, setOneIncorrect] = useState(false);
  const [commitCheck, checking] = useMutation<QuizFormCheckMutation>(check);
  const [commitVote, voting] = useMutation<QuizFormVoteMutation>(vote);
  const questions = data.skillGamingQuestions;
  const variants = questions.map((q) => chosen[q.questionId]).filter((v): v is number => v !== undefined);
  const complete = variants.length === questions.length && questions.length > 0;

  const onCheck = () =>
    commitCheck({
      variables: { variants },
      onCompleted: (res) => {
        setChecked(res.checkSkillGamingVote);
        setOneIncorrect(!res.checkSkillGamingVote.isVoteRight);
      },
      onError: handleApiError,
    });
  const onVote = () =>
    commitVote({
      variables: { variants },
      onCompleted: (res) => {
        if (res.skillGamingVote.passed) {
          ui.notify({ tone: 'success', text: { id: 'quiz.passed' } });
          onPassed();
        } else {
          setOneIncorrect(true);
        }
      },
      onError: handleApiError,
    });
  const again = () => {
    setChosen({});
    setChecked(null);
    setOneIncorrect(false);
    setFetchKey((k) => k + 1);
  };

  return (
    <div className="quiz" data-testid="quiz">
      <ol className="quiz__questions">
        {questions.map((q) => (
          <li key={q.questionId} className="quiz__question">
            <p className="quiz__text">{q.text}</p>
            <div className="quiz__variants" role="radiogroup" aria-label={q.text}>
              {q.variants.map((v) => {
                const mark = checked ? (checked.rightIds.includes(v.variantId) ? 'right' : chosen[q.questionId] === v.variantId ? 'wrong' : '') : '';
                return (
                  <label key={v.variantId} className={`quiz__variant ${mark ? `quiz__variant--${mark}` : ''}`}>
                    <input
                      type="radio"
                      name={`q${q.questionId}`}
                      value={v.variantId}
                      checked={chosen[q.questionId] === v.variantId}
                      disabled={!!checked}
                      onChange={() => setChosen((c) => ({ ...c, [q.questionId]: v.variantId }))}
                    />
                    <span>{v.label}</span>
                  </label>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      {oneIncorrect && (
        <p className="quiz__wrong" role="alert" data-testid="quiz-wrong">
          <FormattedMessage id="quiz.incorrect" />
        </p>
      )}
      {checked?.isVoteRight && (
        <p className="quiz__right" role="status">
          <FormattedMessage id="quiz.allRight" />
        </p>
      )}
      <div className="quiz__actions">
        {!checked && (
          <Button size="large" disabled={!complete} loading={checking} onClick={onCheck} data-testid="quiz-check">
            <FormattedMessage id="quiz.check" />
          </Button>
        )}
        {checked?.isVoteRight && (
          <Button size="large" color="green" loading={voting} onClick={onVote} data-testid="quiz-vote">
            <FormattedMessage id="quiz.confirm" />
          </Button>
        )}
        {oneIncorrect && (
          <Button size="large" color="secondary" onClick={again} data-testid="quiz-again">
            <FormattedMessage id="quiz.newQuestions" />
          </Button>
        )}
      </div>
    </div>
  );
}
