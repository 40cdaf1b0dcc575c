import { act, render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { ui } from '../../state/ui';
import { IntlMessages } from '../../routing/messages';

jest.mock('../../auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../env/relay', () => ({ environment: {} }));
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useMutation: () => [jest.fn(), false],
  fetchQuery: () => ({ subscribe: () => ({ unsubscribe: () => {} }) }),
}));

import { ModalHost, topModal } from '../ModalHost';
import { registerLazyModal, registerModal } from '../registry';
import { SkillGamingModal } from '../SkillGamingModal';
import { handleApiError } from '../../errors/handle';
import { ApiError } from '../../errors/ApiError';

// The shell's messages as at start; domain modals load their own.
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

// handleApiError logs every failure; expected here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

afterEach(() => {
  act(() => ui.get().modals.forEach((m) => ui.close(m.type)));
});

// The modals' code loads when one first opens: their texts are awaited.

it('opens the login modal for api.no_auth and closes it', async () => {
  host();
  await act(async () => handleApiError(new ApiError('api.no_auth', 'sign in first', 401)));
  expect(await screen.findByText('Sign in required')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Sign in required')).toBeNull();
});

it('shows the promo cooldown kinds with the code', async () => {
  host();
  await act(async () => handleApiError(new ApiError('api.code_should_cooldown_twice', 'x'), { promoCode: 'SPRING' }));
  expect(await screen.findByText('Oops!')).toBeTruthy();
  expect(screen.getByText(/The promo code SPRING can only be activated twice/)).toBeTruthy();
});

it('keeps the skill-gaming modal open on an outside click', async () => {
  jest.useFakeTimers();
  host();
  await act(async () => handleApiError(new ApiError('api.need_skill_gaming_vote', 'x')));
  expect(screen.queryByText('Quick skill check')).toBeNull();
  await act(async () => jest.advanceTimersByTime(1000));
  jest.useRealTimers();
  expect(await screen.findByText('Quick skill check')).toBeTruthy();
  fireEvent.mouseDown(document.querySelector('.modal-overlay')!);
  expect(screen.getByText('Quick skill check')).toBeTruthy();
});

it('shows the referrer info modal with the default caption and OK', async () => {
  host();
  await act(async () => handleApiError(new ApiError('api.user_has_referer', 'x')));
  expect(await screen.findByText('You already have a referrer.')).toBeTruthy();
  expect(screen.getByText('Error')).toBeTruthy();
  expect(screen.getByText('Thank you for playing with us!')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('You already have a referrer.')).toBeNull();
});

it('shows a blocking modal above later ones and skips kinds nobody registered', () => {
  registerModal('skillGaming', () => null, { blocking: true });
  const info = { type: 'info' as const, content: { id: 'error.title' } };
  expect(topModal([{ type: 'skillGaming' }, info])).toEqual({ type: 'skillGaming' });
  expect(topModal([info, { type: 'nobody' } as never])).toBe(info);
  expect(topModal([])).toBeUndefined();
  registerModal('skillGaming', SkillGamingModal);
});

it('loads a lazily registered modal when it first opens, once', async () => {
  let arrive: (mod: { default: typeof SkillGamingModal }) => void = () => {};
  const load = jest.fn(() => new Promise<{ default: typeof SkillGamingModal }>((resolve) => (arrive = resolve)));
  registerLazyModal('skillGaming', load);
  host();
  expect(load).not.toHaveBeenCalled();
  await act(async () => ui.open({ type: 'skillGaming' }));
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => arrive({ default: () => <p>lazy modal</p> }));
  expect(await screen.findByText('lazy modal')).toBeTruthy();
  act(() => ui.close('skillGaming'));
  act(() => ui.open({ type: 'skillGaming' }));
  expect(screen.getByText('lazy modal')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
  registerModal('skillGaming', SkillGamingModal);
});

it('shows nothing for a modal whose code fails to load, and the page stays', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  registerLazyModal('skillGaming', () => Promise.reject(new Error('offline')));
  render(
    <IntlMessages lang="en" namespaces={START_NAMESPACES}>
      <MemoryRouter>
        <p>page</p>
        <ModalHost />
      </MemoryRouter>
    </IntlMessages>,
  );
  await act(async () => ui.open({ type: 'skillGaming' }));
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(screen.getByText('page')).toBeTruthy();
  expect(document.querySelector('.modal-overlay')).toBeNull();
  expect(error).toHaveBeenCalledWith('[chunk] load failed (other)', 'modal skillGaming');
  error.mockRestore();
  registerModal('skillGaming', SkillGamingModal);
});
