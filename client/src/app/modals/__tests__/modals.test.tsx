import { act, render, screen, fireEvent } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import en from '../../../i18n/messages/en';
import { ui } from '../../state/ui';

jest.mock('../../auth/auth', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../env/relay', () => ({ environment: {} }));
// The country modal's server list and mutation are not needed to render it.
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useMutation: () => [jest.fn(), false],
  fetchQuery: () => ({ subscribe: () => ({ unsubscribe: () => {} }) }),
}));

import { ModalHost } from '../ModalHost';
import { formatBanUntil, SELF_BAN_HASH, selfBanNav } from '../SelfBanModal';
import { handleApiError } from '../../errors/handle';
import { ApiError } from '../../errors/ApiError';

function host() {
  return render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>
    </IntlProvider>,
  );
}

// handleApiError logs every failure; expected here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
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

it('shows the self-ban modal without a way to close it and marks the URL', () => {
  host();
  act(() => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  expect(screen.getByText('Account blocked')).toBeTruthy();
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
  act(() => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  screen.getByTestId('self-ban-modal').remove();
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(go).toHaveBeenCalledWith('/');
});

it('signs out from the self-ban modal and goes home even if sign-out fails', async () => {
  const { logout } = jest.requireMock('../../auth/auth') as { logout: jest.Mock };
  logout.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  host();
  act(() => ui.open({ type: 'selfBan', until: '2030-01-02T03:04:05Z', accountId: 'U42' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  });
  expect(logout).toHaveBeenCalled();
  expect(go).toHaveBeenCalledWith('/');
});

it('keeps the country modal open on an outside click and Escape', () => {
  host();
  act(() => ui.open({ type: 'country', ipCountry: 'SE' }));
  expect(screen.getByText('Choose your country')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.getByText('Choose your country')).toBeTruthy();
  // Defaults to the IP country.
  expect(screen.getByRole('button', { name: 'Choose your country' }).textContent).toContain('Sweden');
});

it('opens the login modal for api.no_auth and closes it', () => {
  host();
  act(() => handleApiError(new ApiError('api.no_auth', 'sign in first', 401)));
  expect(screen.getByText('Sign in required')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Sign in required')).toBeNull();
});

it('shows the promo cooldown kinds with the code', () => {
  host();
  act(() => handleApiError(new ApiError('api.code_should_cooldown_twice', 'x'), { promoCode: 'SPRING' }));
  expect(screen.getByText('Oops!')).toBeTruthy();
  expect(screen.getByText(/The promo code SPRING can only be activated twice/)).toBeTruthy();
});

it('keeps the skill-gaming modal open on an outside click', () => {
  jest.useFakeTimers();
  host();
  act(() => handleApiError(new ApiError('api.need_skill_gaming_vote', 'x')));
  expect(screen.queryByText('Quick skill check')).toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('Quick skill check')).toBeTruthy();
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  expect(screen.getByText('Quick skill check')).toBeTruthy();
  jest.useRealTimers();
});

it('shows the referrer info modal with the default caption and OK', () => {
  host();
  act(() => handleApiError(new ApiError('api.user_has_referer', 'x')));
  expect(screen.getByText('Error')).toBeTruthy();
  expect(screen.getByText('You already have a referrer.')).toBeTruthy();
  expect(screen.getByText('Thank you for playing with us!')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('You already have a referrer.')).toBeNull();
});
