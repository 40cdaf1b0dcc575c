import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ApiError } from '../../../app/errors/ApiError';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
const mockHandle = jest.fn();
jest.mock('../../../app/errors/handle', () => ({ handleApiError: (...a: unknown[]) => mockHandle(...a) }));

const offer = (id: number, name: string, over: object = {}) => ({
  offerId: id,
  price: 10 * id,
  stock: null,
  soldOut: false,
  owned: false,
  customization: { customizationId: 100 + id, type: 'border', label: null, name, fileUrl: `/${name}.svg` },
  ...over,
});
let mockData: object;
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import GabenstorePage from '../GabenstorePage';

const store = (over: object = {}, events: object[] = []) => ({
  siteEvents: { events },
  gabenstore: {
    eventShopBalance: 12,
    restricted: false,
    customizations: [offer(1, 'Ring'), offer(2, 'Crown', { stock: 3 }), offer(3, 'Worn', { owned: true })],
    cases: [],
    skins: [],
    ...over,
  },
});

function show() {
  return render(
    <MemoryRouter>
      <IntlMessages lang="en" namespaces={['shell', 'gabenstore', 'customizations']}>
        <GabenstorePage />
      </IntlMessages>
    </MemoryRouter>,
  );
}

beforeAll(() => loadNamespaces('en', ['shell', 'gabenstore', 'customizations']));
beforeEach(() => {
  mockCommit.mockReset();
  mockHandle.mockReset();
  mockData = store();
});

const card = (name: string) => screen.getAllByTestId('gstore-customization').find((c) => c.textContent?.includes(name))!;

describe('the event store', () => {
  it('shows the event balance, prices, stock and what the player owns', () => {
    show();
    expect(screen.getByTestId('event-balance').textContent).toContain('12');
    expect(card('Crown').textContent).toContain('3 left');
    expect(card('Worn').querySelector('[data-testid="gstore-owned"]')).not.toBeNull();
    expect(card('Worn').querySelector('[data-testid="gstore-buy"]')).toBeNull();
    expect(screen.queryByTestId('gabenstore-season')).toBeNull();
  });

  it('shows when the running season of the store ends, and ignores a finished one and other events', () => {
    mockData = store({}, [
      { type: 'site_event', finishAt: '2099-01-01T00:00:00Z' },
      { type: 'gabenstore', finishAt: '2000-01-01T00:00:00Z' },
      { type: 'gabenstore', finishAt: '2099-03-15T12:00:00Z' },
    ]);
    show();
    expect(screen.getByTestId('gabenstore-season').textContent).toBe('This season ends on March 15, 2099.');
  });

  it("buys a customization by its id, and shows the server's own text when it fails", () => {
    show();
    fireEvent.click(card('Crown').querySelector('[data-testid="gstore-buy"]')!);
    expect(mockCommit).toHaveBeenCalledTimes(1);
    const call = mockCommit.mock.calls[0][0];
    expect(call.variables).toEqual({ id: 102 });
    act(() => call.onError(new ApiError('api.not_enough_event_balance', 'not enough event balance', 200)));
    expect(card('Crown').querySelector('[data-testid="gstore-error"]')?.textContent).toBe('not enough event balance');
    // Not the generic notice: the text is the server's (spec 8).
    expect(mockHandle).not.toHaveBeenCalled();
  });

  it('offers nothing to buy to a visitor or a restricted player', () => {
    mockData = store({ eventShopBalance: null });
    const { unmount } = show();
    expect(screen.getByTestId('gabenstore-signin')).toBeTruthy();
    expect(screen.getAllByTestId('gstore-buy').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    unmount();
    mockData = store({ restricted: true });
    show();
    expect(screen.getByTestId('gabenstore-restricted')).toBeTruthy();
    expect(screen.getAllByTestId('gstore-buy').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
