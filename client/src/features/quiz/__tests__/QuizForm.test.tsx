import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const list = (n: number) => ({
  skillGamingQuestions: [
    { questionId: n, text: `Question ${n}`, variants: [{ variantId: n * 10 + 1, label: '48' }, { variantId: n * 10 + 2, label: '50' }] },
    { questionId: n + 1, text: `Question ${n + 1}`, variants: [{ variantId: (n + 1) * 10 + 1, label: '63' }, { variantId: (n + 1) * 10 + 2, label: '66' }] },
  ],
});
const mockQuery = jest.fn();
const mockCommits: Record<string, jest.Mock> = { check: jest.fn(), vote: jest.fn() };
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (...args: unknown[]) => mockQuery(...args),
  useMutation: (m: { params: { name: string } }) => [m.params.name.includes('Check') ? mockCommits.check : mockCommits.vote, false],
}));

import { QuizForm } from '../QuizForm';

beforeAll(() => loadNamespaces('en', ['shell', 'quiz']));
beforeEach(() => {
  mockQuery.mockImplementation((_q: unknown, _v: unknown, opts: { fetchKey: number }) => list(opts.fetchKey === 0 ? 1 : 5));
  mockCommits.check.mockReset();
  mockCommits.vote.mockReset();
});

function mount(onPassed = jest.fn()) {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'quiz']}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <QuizForm onPassed={onPassed} />
        </Suspense>
      </MemoryRouter>
    </IntlMessages>,
  );
  return onPassed;
}

const choose = (question: string, label: string) => fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByText(label));

it('checks only a complete answer, marks the right variants, and after a wrong one offers a new list', async () => {
  mount();
  const checkBtn = await screen.findByTestId('quiz-check');
  expect((checkBtn as HTMLButtonElement).disabled).toBe(true);
  choose('Question 1', '50');
  expect((checkBtn as HTMLButtonElement).disabled).toBe(true);
  choose('Question 2', '63');
  fireEvent.click(checkBtn);
  expect(mockCommits.check.mock.calls[0][0].variables).toEqual({ variants: [12, 21] });
  await act(async () => mockCommits.check.mock.calls[0][0].onCompleted({ checkSkillGamingVote: { rightIds: [11, 21], isVoteRight: false } }));
  expect(screen.getByTestId('quiz-wrong').textContent).toContain('incorrect');
  expect(screen.getByText('48').closest('label')!.className).toContain('quiz__variant--right');
  expect(screen.getByText('50').closest('label')!.className).toContain('quiz__variant--wrong');
  expect(screen.queryByTestId('quiz-vote')).toBeNull();
  fireEvent.click(screen.getByTestId('quiz-again'));
  expect(await screen.findByText('Question 5')).toBeTruthy();
  expect(screen.queryByTestId('quiz-wrong')).toBeNull();
});

it('after a right check, the vote passes the quiz and closes it with a notice', async () => {
  const onPassed = mount();
  choose('Question 1', '48');
  choose('Question 2', '63');
  fireEvent.click(await screen.findByTestId('quiz-check'));
  await act(async () => mockCommits.check.mock.calls[0][0].onCompleted({ checkSkillGamingVote: { rightIds: [11, 21], isVoteRight: true } }));
  fireEvent.click(screen.getByTestId('quiz-vote'));
  expect(mockCommits.vote.mock.calls[0][0].variables).toEqual({ variants: [11, 21] });
  await act(async () => mockCommits.vote.mock.calls[0][0].onCompleted({ skillGamingVote: { passed: true, isVoteRight: true } }));
  expect(onPassed).toHaveBeenCalled();
  expect(ui.get().notices.map((n) => n.text)).toContainEqual({ id: 'quiz.passed' });
});
