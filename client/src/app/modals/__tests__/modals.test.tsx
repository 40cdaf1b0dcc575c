import { act, render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from '../../routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import type { ComponentType } from 'react';
import { ui, type ModalSpec, type ModalType } from '../../state/ui';
import { IntlMessages } from '../../routing/messages';

jest.mock('../../auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../env/relay', () => ({ environment: {} }));
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useMutation: () => [jest.fn(), false],
  fetchQuery: () => ({ subscribe: () => ({ unsubscribe: () => {} }) }),
}));

import { ModalHost, topModal } from '../ModalHost';
import { modalEntry, registerLazyModal, registerModal, type ModalProps } from '../registry';
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

it('shows the referrer info modal with the default caption and OK', async () => {
  host();
  await act(async () => handleApiError(new ApiError('api.user_has_referer', 'x')));
  expect(await screen.findByText('You already have a referrer.')).toBeTruthy();
  expect(screen.getByText('Error')).toBeTruthy();
  expect(screen.getByText('Thank you for playing with us!')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('You already have a referrer.')).toBeNull();
});

// A kind of this test's own (no feature declares it).
const PROBE = 'probe' as ModalType;
const probe = { type: PROBE } as ModalSpec;

afterEach(() => {
  ui.close(PROBE);
});

it('shows a blocking modal above later ones and skips kinds nobody registered', () => {
  registerModal(PROBE, () => null, { blocking: true });
  const info = { type: 'info' as const, content: { id: 'error.title' } };
  expect(topModal([probe, info])).toEqual(probe);
  expect(topModal([info, { type: 'nobody' } as never])).toBe(info);
  expect(topModal([])).toBeUndefined();
});

it('loads a lazily registered modal when it first opens, once', async () => {
  let arrive: (mod: { default: ComponentType<ModalProps<ModalType>> }) => void = () => {};
  const load = jest.fn(() => new Promise<{ default: ComponentType<ModalProps<ModalType>> }>((resolve) => (arrive = resolve)));
  registerLazyModal(PROBE, load);
  host();
  expect(load).not.toHaveBeenCalled();
  await act(async () => ui.open(probe));
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => arrive({ default: () => <p>lazy modal</p> }));
  expect(await screen.findByText('lazy modal')).toBeTruthy();
  act(() => ui.close(PROBE));
  act(() => ui.open(probe));
  expect(screen.getByText('lazy modal')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows nothing for a modal whose code fails to load, and the page stays', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  registerLazyModal(PROBE, () => Promise.reject(new Error('offline')));
  render(
    <IntlMessages lang="en" namespaces={START_NAMESPACES}>
      <MemoryRouter>
        <p>page</p>
        <ModalHost />
      </MemoryRouter>
    </IntlMessages>,
  );
  await act(async () => ui.open(probe));
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(screen.getByText('page')).toBeTruthy();
  expect(document.querySelector('.modal-overlay')).toBeNull();
  expect(error).toHaveBeenCalledWith('[chunk] load failed (other)', 'modal probe');
  error.mockRestore();
});

it('registers the promo and users modals that the error handler opens', () => {
  // The host brings the promo codes' registrations; the users' come with the layout.
  expect(modalEntry('promoCooldown')?.namespaces).toEqual(['promo']);
});
