import { act, render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
// The country modal's mutation is not needed; its server list is a fixed one.
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useMutation: () => [jest.fn(), false],
  // The skill-gaming quiz (features/quiz) reads its list.
  useLazyLoadQuery: () => ({ skillGamingQuestions: [{ questionId: 4, text: "How much is 7 × 8 − 6?", variants: [{ variantId: 41, label: "48" }, { variantId: 42, label: "50" }] }] }),
  fetchQuery: () => ({
    subscribe: (o: { next?: (d: unknown) => void }) => {
      o.next?.({ countries: [{ value: 'SE', label: 'Sweden', img: '' }, { value: 'DE', label: 'Germany', img: '' }] });
      return { unsubscribe: () => {} };
    },
  }),
}));

import { ModalHost } from '../../../app/modals/ModalHost';
import '../modals';
import { formatBanUntil, SELF_BAN_HASH, selfBanNav } from '../SelfBanModal';
import { LEVEL_UP_KEY } from '../../../app/state/levelUp';
import { handleApiError } from '../../../app/errors/handle';
import { ApiError } from '../../../app/errors/ApiError';

// The shell's messages as at start; these modals load the users namespace.
beforeAll(() => loadNamespaces('en', START_NAMESPACES));

function host() {
  return render(
    <IntlMessages lang="en" namespaces={START_NAMESPACES}>
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>
    </IntlMessages>,
  );
}

// jsdom cannot navigate; record where the self-ban modal sends the page instead.
const go = jest.spyOn(selfBanNav, 'go').mockImplementation(() => {});
beforeEach(() => go.mockClear());

afterEach(() => {
  act(() => ui.get().modals.forEach((m) => ui.close(m.type)));
});

it('formats the self-ban end as day.month.year hours:minutes:seconds', () => {
  expect(formatBanUntil(new Date(2025, 2, 7, 9, 5, 3).getTime())).toBe('07.03.2025 09:05:03');
  expect(formatBanUntil(new Date(2031, 11, 31, 23, 59, 59).getTime())).toBe('31.12.2031 23:59:59');
});

it('shows the self-ban modal without a way to close it and marks the URL', async () => {
  host();
  await act(async () => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  // Its texts are in the users namespace, loaded when the modal opens.
  expect(await screen.findByText('Account blocked')).toBeTruthy();
  expect(screen.getByText('U42')).toBeTruthy();
  expect(screen.getByText('Blocked at your own request')).toBeTruthy();
  expect(screen.getByTestId('self-ban-until').textContent).toBe(formatBanUntil(Date.parse('2030-01-02T03:04:05Z')));
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  expect(window.location.hash).toBe(SELF_BAN_HASH);
  // An outside click and Escape do nothing.
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.getByText('Account blocked')).toBeTruthy();
  // Other modals never cover it.
  act(() => ui.open({ type: 'login' }));
  expect(screen.getByTestId('self-ban-modal')).toBeTruthy();
});

it('goes home when the self-ban modal is removed from the page', async () => {
  host();
  await act(async () => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  (await screen.findByTestId('self-ban-modal')).remove();
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(go).toHaveBeenCalledWith('/');
});

it('signs out from the self-ban modal and goes home even if sign-out fails', async () => {
  const { logout } = jest.requireMock('../../../app/auth/signIn') as { logout: jest.Mock };
  logout.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  host();
  await act(async () => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  const signOut = await screen.findByRole('button', { name: 'Sign out' });
  await act(async () => {
    fireEvent.click(signOut);
  });
  expect(logout).toHaveBeenCalled();
  expect(go).toHaveBeenCalledWith('/');
  expect(warn).toHaveBeenCalledWith('[logout]', expect.any(Error));
  warn.mockRestore();
});

it('keeps the country modal open on an outside click and Escape', async () => {
  host();
  await act(async () => ui.open({ type: 'country', ipCountry: 'SE' }));
  expect(await screen.findByText('Choose your country')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.getByText('Choose your country')).toBeTruthy();
  // Defaults to the IP country.
  expect(screen.getByRole('button', { name: 'Choose your country' }).textContent).toContain('Sweden');
});

it('opens the skill-gaming modal a second after api.need_skill_gaming_vote and keeps it open on an outside click', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // handleApiError logs the failure
  jest.useFakeTimers();
  host();
  await act(async () => handleApiError(new ApiError('api.need_skill_gaming_vote', 'x')));
  expect(screen.queryByText('Quick skill check')).toBeNull();
  await act(async () => jest.advanceTimersByTime(1000));
  jest.useRealTimers();
  // Its texts are in the quiz namespace, loaded when the modal opens.
  expect(await screen.findByText('Quick skill check')).toBeTruthy();
  expect(screen.getByText('How much is 7 × 8 − 6?')).toBeTruthy();
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  expect(screen.getByText('Quick skill check')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Quick skill check')).toBeNull();
});

it('shows the level-up modal and forgets the stored level-up once closed', async () => {
  sessionStorage.setItem(LEVEL_UP_KEY, '{"level":7}');
  host();
  await act(async () => ui.open({ type: 'levelUp', level: 7, nickname: 'Ana' }));
  expect(await screen.findByText('Level up!')).toBeTruthy();
  expect(screen.getByText('Congratulations! You reached level 7.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('Level up!')).toBeNull();
  expect(sessionStorage.getItem(LEVEL_UP_KEY)).toBeNull();
});
