import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

const mockCommit = jest.fn();
const mockFetch = jest.fn();
const mockEnv = {};
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  // The fragment's data is passed in as the key.
  useFragment: (_f: unknown, ref: unknown) => ref,
  useMutation: () => [mockCommit, false],
  useRelayEnvironment: () => mockEnv,
  fetchQuery: (_env: unknown, _q: unknown, vars: { code: string }) => ({
    subscribe: (o: { next: (r: unknown) => void }) => {
      mockFetch(vars.code);
      o.next({ partnerCodeCheck: vars.code === 'TAKEN' ? { code: 'TAKEN', available: false, reason: 'taken' } : { code: vars.code, available: true, reason: null } });
      return { unsubscribe: () => {} };
    },
  }),
}));

import { CodeCard, CHECK_DELAY_MS } from '../CodeCard';

beforeAll(() => loadNamespaces('en', ['shell', 'partner']));
beforeEach(() => {
  mockCommit.mockReset();
  mockFetch.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function show(partner: object) {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'partner']}>
      <CodeCard partner={partner as never} />
    </IntlMessages>,
  );
}

const type = async (text: string) => {
  fireEvent.change(await screen.findByTestId('partner-code-input'), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(CHECK_DELAY_MS);
  });
};

it('checks a code after typing pauses and saves it normalized', async () => {
  show({ code: null, referralPath: null, codeChangesLeft: 3 });
  expect(screen.getByTestId('partner-link-none')).toBeTruthy();
  await type(' streamer ');
  expect(mockFetch).toHaveBeenCalledWith('STREAMER');
  expect(screen.getByTestId('partner-code-status').textContent).toBe('This code is available');
  const save = screen.getByTestId('partner-code-save') as HTMLButtonElement;
  expect(save.disabled).toBe(false);
  fireEvent.click(save);
  expect(mockCommit).toHaveBeenCalledTimes(1);
  expect(mockCommit.mock.calls[0][0].variables).toEqual({ code: 'STREAMER' });
});

it('says why a code cannot be saved, from the format first and then from the server', async () => {
  show({ code: null, referralPath: null, codeChangesLeft: 3 });
  await type('ab');
  expect(mockFetch).not.toHaveBeenCalled();
  expect(screen.getByTestId('partner-code-status').textContent).toBe('Too short');
  await type('taken');
  expect(screen.getByTestId('partner-code-status').textContent).toBe('Another partner has this code');
  expect((screen.getByTestId('partner-code-save') as HTMLButtonElement).disabled).toBe(true);
});

it('shows the referral link of a saved code and asks nothing for it unchanged', async () => {
  show({ code: 'ABC', referralPath: '/ref-ABC', codeChangesLeft: 1 });
  expect(screen.getByTestId('partner-link').textContent).toBe(`${window.location.origin}/ref-ABC`);
  expect(screen.getByTestId('partner-code-changes').textContent).toBe('1 change left');
  await type('abc');
  expect(mockFetch).not.toHaveBeenCalled();
  expect((screen.getByTestId('partner-code-save') as HTMLButtonElement).disabled).toBe(true);
});
