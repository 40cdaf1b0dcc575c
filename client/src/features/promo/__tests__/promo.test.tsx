import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';
import { ApiError } from '../../../app/errors/ApiError';
import { setToken } from '../../../app/auth/token';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// The server, as the activation mutations see it: each test says how it mockAnswers.
type Answer = { data?: unknown; error?: unknown };
const mockAnswers: Answer[] = [];
const mockSent: { name: string; variables: Record<string, unknown> }[] = [];
const mockFetched: string[] = []; // queries read outside a component (the viewer's refetch)
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  fetchQuery: (_env: unknown, query: { params?: { name: string } }) => {
    mockFetched.push(query.params?.name ?? '?');
    return { subscribe: () => ({ unsubscribe: () => {} }) };
  },
  commitMutation: (_env: unknown, config: { mutation: { params?: { name: string } }; variables: Record<string, unknown>; onCompleted: (d: unknown) => void; onError: (e: unknown) => void }) => {
    mockSent.push({ name: config.mutation.params?.name ?? '?', variables: config.variables });
    const a = mockAnswers.shift() ?? { error: new Error('no answer') };
    setTimeout(() => (a.error ? config.onError(a.error) : config.onCompleted(a.data)), 0);
    return { dispose: () => {} };
  },
}));

import { ModalHost } from '../../../app/modals/ModalHost';
import { GlobalAlert } from '../../../app/layout/GlobalAlert';
import { PromoCodeField, activateSaved, captureLanding } from '../promo';
import { SAVED_KEY, savePromo } from '../saved';

const activation = (type: string, extra: Record<string, unknown> = {}) => ({
  activation: { id: 'A1', code: 'X', type, amount: '0.00', percent: 0, caseName: null, ...extra },
  user: { id: 'U1', balance: '10.00', activePromocode: null },
});
const codeResult = (type: string, extra?: Record<string, unknown>) => ({ activatePromocode: activation(type, extra) });

beforeAll(() => loadNamespaces('en', START_NAMESPACES));
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
beforeEach(() => {
  mockAnswers.length = 0;
  mockSent.length = 0;
  localStorage.clear();
  document.cookie = 'asset_id=; Max-Age=0; Path=/';
});
afterEach(() => {
  act(() => {
    ui.get().modals.forEach((m) => ui.close(m.type));
    ui.get().notices.forEach((n) => ui.dismiss(n.key));
  });
  setToken(null);
});

function page(onActivated?: (reward: string) => void) {
  return render(
    <IntlMessages lang="en" namespaces={START_NAMESPACES}>
      <MemoryRouter>
        <PromoCodeField onActivated={onActivated} />
        <ModalHost />
        <GlobalAlert />
      </MemoryRouter>
    </IntlMessages>,
  );
}

async function activate(code: string) {
  fireEvent.change(screen.getByTestId('promo-input'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByTestId('promo-activate')));
}

describe('the promo code field', () => {
  it('activates a money code and says the amount will be added (spec 8)', async () => {
    mockAnswers.push({ data: codeResult('money', { amount: '5.00' }) });
    page();
    await activate(' DEMO5USD ');
    expect(mockSent).toEqual([{ name: 'promoActivateCodeMutation', variables: { code: 'DEMO5USD' } }]);
    expect(await screen.findByText('The amount of $5.00 will be added to your account.')).toBeTruthy();
    expect(screen.getByText('Promocode was successfully activated')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('promo-input') as HTMLInputElement).value).toBe(''));
  });

  it('activates a percent code: an extra N% on the next deposit', async () => {
    mockAnswers.push({ data: codeResult('percent', { percent: 10 }) });
    page();
    await activate('DEMO10');
    expect(await screen.findByText('An extra 10% was added to your next deposit.')).toBeTruthy();
  });

  it('tells the page what an activated code gave (a case code: the reward cases are read again)', async () => {
    const onActivated = jest.fn();
    mockAnswers.push({ data: codeResult('case', { caseName: 'Recoil Case' }) });
    page(onActivated);
    await activate('DEMOCASE');
    expect(await screen.findByText('Promocode was successfully activated')).toBeTruthy();
    expect(onActivated).toHaveBeenCalledWith('case');
    // A refusal says nothing to the page.
    onActivated.mockClear();
    mockAnswers.push({ error: new ApiError('api.promo_unavailable', 'x') });
    await activate('DEMOCASE');
    await waitFor(() => expect(mockSent).toHaveLength(2));
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('opens the cooldown modal of the kind the error names, with the code from its fields', async () => {
    mockAnswers.push({ error: new ApiError('api.code_should_cooldown_twice', 'x', 200, { code: 'api.code_should_cooldown_twice', promocode: 'DEMO10' }) });
    page();
    await activate('demo10');
    expect(await screen.findByText('The promo code DEMO10 can only be activated twice. Try another one.')).toBeTruthy();
    // A refused code stays in the field.
    expect((screen.getByTestId('promo-input') as HTMLInputElement).value).toBe('demo10');
  });

  it('falls back on the typed code for a cooldown without one', async () => {
    mockAnswers.push({ error: new ApiError('api.code_should_cooldown', 'x') });
    page();
    await activate('SPRING');
    expect(await screen.findByText('The promo code SPRING cannot be activated yet. Thank you for your patience!')).toBeTruthy();
  });

  it('explains an existing referrer in the info modal', async () => {
    mockAnswers.push({ error: new ApiError('api.user_has_referer', 'x') });
    page();
    await activate('PARTNER1');
    expect(await screen.findByText('You already have a referrer.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('sends nothing for an empty code', async () => {
    page();
    await activate('   ');
    expect((screen.getByTestId('promo-activate') as HTMLButtonElement).disabled).toBe(true);
    expect(mockSent).toEqual([]);
  });
});

describe('a code kept until the sign-in (spec 9)', () => {
  it('is activated once after the sign-in', async () => {
    savePromo({ code: 'DEMO10' });
    mockAnswers.push({ data: codeResult('percent', { percent: 10 }) });
    mockFetched.length = 0;
    await act(async () => expect(await activateSaved()).toBe(true));
    expect(mockSent).toEqual([{ name: 'promoActivateCodeMutation', variables: { code: 'DEMO10' } }]);
    // The viewer is read again after the activation: an earlier read landing late cannot hide the +10%.
    expect(mockFetched).toEqual(['viewerQuery']);
    await act(async () => expect(await activateSaved()).toBe(false));
    expect(mockSent).toHaveLength(1);
    expect(mockFetched).toHaveLength(1);
  });

  it('uses the promo page’s activation for a page’s code', async () => {
    savePromo({ code: 'promo-refill', page: true, group: 'newfb' });
    mockAnswers.push({ data: { activatePromo: activation('percent', { percent: 15 }) } });
    await act(async () => expect(await activateSaved()).toBe(true));
    expect(mockSent).toEqual([{ name: 'promoActivatePageMutation', variables: { name: 'promo-refill', group: 'newfb' } }]);
  });

  it('is dropped when refused: no second try at the next sign-in', async () => {
    savePromo({ code: 'OLD' });
    mockAnswers.push({ error: new ApiError('api.code_should_cooldown_month', 'x') });
    mockFetched.length = 0;
    await act(async () => expect(await activateSaved()).toBe(false));
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(mockFetched).toEqual([]);
  });
});

describe('a landing link', () => {
  const visit = (search: string) => window.history.replaceState(null, '', `/some/page${search}#top`);

  it('keeps a visitor’s code, sets the numeric asset_id cookie and cleans the address', () => {
    visit('?promo=DEMO10&asset_id=4711&utm_source=mail');
    captureLanding();
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).toEqual({ code: 'DEMO10' });
    expect(document.cookie).toContain('asset_id=4711');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/some/page?asset_id=4711&utm_source=mail#top');
    expect(mockSent).toEqual([]);
  });

  it('stores no cookie for a non-numeric asset_id', () => {
    visit('?asset_id=abc');
    captureLanding();
    expect(document.cookie).not.toContain('asset_id=');
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
  });

  it('activates at once for a signed-in player', async () => {
    setToken('t0k3n');
    mockAnswers.push({ data: codeResult('percent', { percent: 10 }) });
    visit('?promo=DEMO10');
    await act(async () => {
      captureLanding();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(mockSent).toEqual([{ name: 'promoActivateCodeMutation', variables: { code: 'DEMO10' } }]);
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
  });
});
