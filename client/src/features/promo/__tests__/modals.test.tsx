import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';
import { handleApiError } from '../../../app/errors/handle';
import { ApiError } from '../../../app/errors/ApiError';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// The host registers the promo modals (see ModalHost).
import { ModalHost } from '../../../app/modals/ModalHost';

beforeAll(() => loadNamespaces('en', START_NAMESPACES));
// handleApiError logs every failure; expected here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

afterEach(() => {
  act(() => ui.get().modals.forEach((m) => ui.close(m.type)));
});

function host() {
  return render(
    <IntlMessages lang="en" namespaces={START_NAMESPACES}>
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>
    </IntlMessages>,
  );
}

it.each([
  ['api.code_should_cooldown_twice', 'SPRING', 'The promo code SPRING can only be activated twice. Try another one.'],
  ['api.code_should_cooldown_month', 'SPRING', 'You have already activated a promo code this month. Try again next month.'],
  ['api.code_should_cooldown', 'SPRING', 'The promo code SPRING cannot be activated yet. Thank you for your patience!'],
  ['api.code_should_cooldown_today', undefined, 'You have already activated a promo code today. Try again tomorrow.'],
])('%s with code %s shows the cooldown text from the promo messages', async (code, promoCode, text) => {
  host();
  await act(async () => handleApiError(new ApiError(code, 'x'), { promoCode }));
  // The promo namespace loads when the modal first opens.
  expect(await screen.findByText(text)).toBeTruthy();
  expect(screen.getByText('Oops!')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(text)).toBeNull();
});
