import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// What the server answers: tasks in each state.
const task = (name: string, kind: string, step: number, steps: number, state: string, rewards: object[], service = '') => ({
  name, kind, service, step, steps, state, rewards,
});
const mockData = {
  tasks: [
    task('open_5_cases', 'open_cases', 3, 5, 'in_progress', [{ type: 'crystals', value: 50, amount: null, case: null }]),
    task('win_battle', 'win_battle', 1, 1, 'completed', [{ type: 'balance', value: 50, amount: '0.50', case: null }]),
    task('first_deposit', 'deposit', 60, 100, 'in_progress', [{ type: 'case', value: 1, amount: null, case: { id: 'C1', name: 'Recoil Case' } }]),
    task('reach_level_5', 'reach_level', 2, 5, 'in_progress', [{ type: 'bullets', value: 100, amount: null, case: null }]),
    task('connect_discord', 'connect_service', 1, 1, 'claimed', [{ type: 'crystals', value: 25, amount: null, case: null }], 'discord'),
  ],
};
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import Tasks, { canCheck, percentOf } from '../Tasks';

beforeAll(() => loadNamespaces('en', ['shell', 'tasks']));
beforeEach(() => mockCommit.mockReset());

function show() {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'tasks']}>
      <MemoryRouter>
        <Tasks />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it('shows each task with its progress bar, steps and reward', async () => {
  show();
  expect(await screen.findByText('Tasks')).toBeTruthy();
  const open = screen.getByTestId('task-open_5_cases');
  expect(open.textContent).toContain('Open 5 cases');
  expect(open.textContent).toContain('3 / 5');
  expect(open.textContent).toContain('50 crystals');
  expect(open.querySelector('[role=progressbar] > span')?.getAttribute('style')).toContain('width: 60%');
  expect(screen.getByTestId('task-first_deposit').textContent).toContain('$0.60 / $1.00');
  expect(screen.getByTestId('task-first_deposit').textContent).toContain('Case: Recoil Case');
  expect(screen.getByTestId('task-win_battle').textContent).toContain('$0.50');
  expect(screen.getByTestId('task-connect_discord').textContent).toContain('Connect Discord');
  expect(screen.getByTestId('task-connect_discord').textContent).toContain('Claimed');
});

it('claims only a completed task, and checks only the kinds the server can re-read', async () => {
  show();
  const claims = await screen.findAllByTestId('task-claim');
  expect(claims).toHaveLength(1);
  expect(screen.getByTestId('task-win_battle').contains(claims[0])).toBe(true);
  fireEvent.click(claims[0]);
  await act(async () => {});
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ name: 'win_battle' });
  const checks = screen.getAllByTestId('task-check');
  expect(checks).toHaveLength(1);
  expect(screen.getByTestId('task-reach_level_5').contains(checks[0])).toBe(true);
  fireEvent.click(checks[0]);
  await act(async () => {});
  expect(mockCommit.mock.calls[1][0].variables).toEqual({ name: 'reach_level_5' });
});

it('computes the bar and the check rule', () => {
  expect(percentOf(0, 5)).toBe(0);
  expect(percentOf(7, 5)).toBe(100);
  expect(percentOf(1, 3)).toBe(33);
  expect(percentOf(1, 0)).toBe(0);
  expect(canCheck({ kind: 'email_subscribe', state: 'in_progress' })).toBe(true);
  expect(canCheck({ kind: 'email_subscribe', state: 'completed' })).toBe(false);
  expect(canCheck({ kind: 'open_cases', state: 'in_progress' })).toBe(false);
});
