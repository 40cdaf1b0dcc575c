import { webcrypto, createHash } from 'node:crypto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// Fragments are given as their data; the range quote is what mockQuote answers.
const mockCommit = jest.fn();
const mockQuote = jest.fn();
const mockRefetch = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useMutation: () => [mockCommit, false],
  useFragment: (_: unknown, ref: unknown) => ref,
  useRefetchableFragment: (_: unknown, ref: unknown) => [ref, mockRefetch],
  useRelayEnvironment: () => ({}),
  fetchQuery: (_env: unknown, _q: unknown, variables: unknown) => ({
    subscribe: ({ next }: { next: (d: unknown) => void }) => {
      next({ rangeQuote: mockQuote(variables) });
      return { unsubscribe() {} };
    },
  }),
}));

import { FamilyRules } from '../FamilyRules';
import { StackControls } from '../StackControls';
import { RangeControls, QUOTE_DEBOUNCE_MS } from '../RangeControls';
import { GachaPanel } from '../GachaPanel';
import { DotaPanel } from '../DotaPanel';
import { DiscoveredPanel, RevealedBoard } from '../DiscoveredPanel';
import { OpenButton } from '../OpenControls';
import type { FamilyProps } from '../familyProps';

// WebCrypto for the commitment check (the browser has it).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

beforeAll(() => loadNamespaces('en', ['shell', 'cases', 'api']));
beforeEach(() => {
  mockCommit.mockReset();
  mockQuote.mockReset();
  mockRefetch.mockReset();
});

function show(node: ReactNode) {
  return render(
    <IntlMessages lang="en" namespaces={['shell', 'cases', 'api']}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlMessages>,
  );
}

const onOpen = jest.fn();
beforeEach(() => onOpen.mockReset());

function props(over: Partial<FamilyProps> = {}): FamilyProps {
  return {
    caseId: 'C1',
    family: 'stack',
    enabled: true,
    currency: 'MONEY',
    priceAmount: 250,
    signedIn: true,
    restrictions: [],
    wallet: { money: 100_000, bullets: 50, candies: 50 },
    fast: false,
    opening: false,
    idle: true,
    onOpen,
    ...over,
  };
}

const chance = (n: number, d: number) => ({ numerator: n, denominator: d, percent: (n / d) * 100 });

describe('the info panel', () => {
  const rules = {
    stackSizes: [
      { count: 3, discountBps: 200 },
      { count: 5, discountBps: 300 },
      { count: 10, discountBps: 500 },
    ],
    pity: 10,
    topTier: 'covert',
    resetCrystalsPerStep: 1,
    rareGrowthPercent: 20,
    rareMaxPercent: 500,
    slots: 9,
    rangeRtpBps: 9000,
  };
  const text = (family: Parameters<typeof FamilyRules>[0]['family']) => {
    const { unmount } = show(<FamilyRules family={family} rules={rules as never} currency="MONEY" />);
    const t = screen.getByTestId('family-rules').textContent ?? '';
    unmount();
    return t;
  };

  it('writes each family’s rules with the constants the server plays by', () => {
    expect(text('stack')).toContain('×3 −2%, ×5 −3%, ×10 −5%');
    expect(text('range')).toContain('90% return to player');
    expect(text('gacha')).toContain('After 10 opens in a row without one, the next open is guaranteed a Covert item');
    expect(text('gacha')).toContain('1 crystal per step');
    expect(text('dota')).toContain('by 20% of their base');
    expect(text('dota')).toContain('up to 5× the base');
    expect(text('discovered')).toContain('9 hidden items');
    expect(text('bullet')).toContain('Paid with bullets');
    expect(text('candy')).toContain('Paid with candies');
    expect(text('reward')).toContain('opens for free from your profile');
    expect(text('dailybonus')).toContain('Free once a day');
    expect(text('normal')).toContain('paid from your balance');
  });
});

describe('stack', () => {
  const rules = {
    stackSizes: [
      { count: 3, discountBps: 200, price: '7.35' },
      { count: 5, discountBps: 300, price: '12.12' },
      { count: 10, discountBps: 500, price: '23.75' },
    ],
  };

  it('offers each stack size with its discount and price, and opens the one picked', () => {
    show(<StackControls {...props()} rules={rules as never} toggles={null} />);
    const sizes = screen.getAllByTestId('stack-size');
    expect(sizes.map((s) => s.textContent)).toEqual(['×3−2%$7.35', '×5−3%$12.12', '×10−5%$23.75']);
    expect(screen.getByTestId('open-case').textContent).toBe('Open 3 cases for $7.35');
    fireEvent.click(sizes[1]);
    expect(sizes[1].getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('open-case'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0][0]).toMatchObject({ field: 'openStackCase', variables: { input: { caseId: 'C1', size: 5, fast: false } } });
  });

  it('offers a refill when the stack costs more than the balance', () => {
    show(<StackControls {...props({ wallet: { money: 1000, bullets: 0, candies: 0 } })} rules={rules as never} toggles={null} />);
    fireEvent.click(screen.getAllByTestId('stack-size')[2]);
    expect(screen.getByTestId('refill-to-open').textContent).toBe('Refill to open for $23.75');
  });

  it('is closed with the reason under case_open_stack', () => {
    show(<StackControls {...props({ restrictions: ['case_open_stack'] })} rules={rules as never} toggles={null} />);
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('open-unavailable').textContent).toBe('This feature is not available in your region.');
  });
});

describe('range', () => {
  // 50 × $1.00, 30 × $5.00, 20 × $20.00
  const caseRef = {
    items: [
      { weight: 50, item: { price: '1.00' } },
      { weight: 30, item: { price: '5.00' } },
      { weight: 20, item: { price: '20.00' } },
    ],
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prices the range live, confirms it with the server’s quote, then opens it', () => {
    mockQuote.mockImplementation(({ min, max }: { min: string; max: string }) => ({
      min,
      max,
      price: min === '1.00' && max === '5.00' ? '2.78' : '6.67',
      items: 2,
      chance: chance(80, 100),
    }));
    show(<RangeControls {...props({ family: 'range' })} caseRef={caseRef as never} rtpBps={9000} toggles={null} />);
    // The whole table at first: 60000·10000 / (100·9000) -> $6.67.
    expect(screen.getByTestId('range-live-price').textContent).toBe('Price: $6.67');
    expect(screen.getByTestId('range-bounds').textContent).toBe('Wins from $1.00 to $20.00');
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    act(() => jest.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    expect(screen.getByTestId('range-quote').textContent).toBe('Price confirmed: $6.67');

    // Down to $1–$5: 20000·10000 / (80·9000) -> $2.78, 80% of an ordinary open.
    fireEvent.change(screen.getByTestId('range-max'), { target: { value: '1' } });
    expect(screen.getByTestId('range-live-price').textContent).toBe('Price: $2.78');
    expect(screen.getByTestId('range-chance').textContent).toBe('2 items in the range: 80% of an ordinary open');
    // The old quote does not count for the new range.
    expect(screen.getByTestId('range-quote').textContent).toBe('Checking the price…');
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    act(() => jest.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    expect(mockQuote).toHaveBeenLastCalledWith({ caseId: 'C1', min: '1.00', max: '5.00' });
    const open = screen.getByTestId('open-case') as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect(open.textContent).toBe('Open for $2.78');
    fireEvent.click(open);
    expect(onOpen.mock.calls[0][0]).toMatchObject({ field: 'openRangeCase', variables: { input: { caseId: 'C1', min: '1.00', max: '5.00', fast: false } } });
  });

  it('keeps the thumbs in order', () => {
    mockQuote.mockReturnValue(null);
    show(<RangeControls {...props({ family: 'range' })} caseRef={caseRef as never} rtpBps={9000} toggles={null} />);
    fireEvent.change(screen.getByTestId('range-min'), { target: { value: '2' } });
    expect(screen.getByTestId('range-bounds').textContent).toBe('Wins from $20.00 to $20.00');
  });
});

describe('gacha', () => {
  // The panel reads the meter from the case (GachaPanel_case), as the page's query gave it.
  const state = (progress: number, guaranteedNext = false) =>
    ({ gacha: { progress, pity: 10, guaranteedNext, topTier: 'covert', topTierChance: chance(1, 40) } }) as never;
  const rules = { resetCrystalsPerStep: 1 };

  it('shows the meter and sends the progress the player saw with the open', () => {
    show(<GachaPanel {...props({ family: 'gacha', priceAmount: 383 })} caseRef={state(4)} rules={rules} toggles={null} />);
    expect(screen.getByTestId('gacha-meter').getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByTestId('gacha-status').textContent).toBe('4 of 10 opens without a Covert item');
    expect(screen.getByTestId('gacha-reset').textContent).toBe('Reset for 4 crystals');
    fireEvent.click(screen.getByTestId('open-case'));
    const req = onOpen.mock.calls[0][0];
    expect(req).toMatchObject({ field: 'openGachaCase', variables: { input: { caseId: 'C1', count: 1, expectedProgress: 4, fast: false } } });
    expect(typeof req.updater).toBe('function');
    expect(typeof req.onRefused).toBe('function');
  });

  it('says when the next open is guaranteed', () => {
    show(<GachaPanel {...props({ family: 'gacha' })} caseRef={state(10, true)} rules={rules} toggles={null} />);
    expect(screen.getByTestId('gacha-guaranteed').textContent).toBe('Your next open is guaranteed a Covert item!');
  });

  it('cannot reset an empty meter; a reset sends the progress it pays for', () => {
    const { unmount } = show(<GachaPanel {...props({ family: 'gacha' })} caseRef={state(0)} rules={rules} toggles={null} />);
    expect((screen.getByTestId('gacha-reset') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    show(<GachaPanel {...props({ family: 'gacha' })} caseRef={state(6)} rules={{ resetCrystalsPerStep: 2 }} toggles={null} />);
    fireEvent.click(screen.getByTestId('gacha-reset'));
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ caseId: 'C1', expectedProgress: 6 });
    expect(screen.getByTestId('gacha-reset').textContent).toBe('Reset for 12 crystals');
  });

  it('shows the meter but no buttons during a spin', () => {
    show(<GachaPanel {...props({ family: 'gacha', idle: false })} caseRef={state(2)} rules={rules} toggles={null} />);
    expect(screen.getByTestId('gacha-meter')).toBeTruthy();
    expect(screen.queryByTestId('open-case')).toBeNull();
  });

  it('reads the meter again through its fragment only when the server refused', () => {
    show(<GachaPanel {...props({ family: 'gacha' })} caseRef={state(3)} rules={rules} toggles={null} />);
    expect(mockRefetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('open-case'));
    onOpen.mock.calls[0][0].onRefused();
    expect(mockRefetch).toHaveBeenCalledWith({}, { fetchPolicy: 'network-only' });
  });

  it('shows nothing when the case has no meter', () => {
    const { container } = show(<GachaPanel {...props({ family: 'gacha' })} caseRef={{ gacha: null } as never} rules={rules} toggles={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('dota', () => {
  it('shows the rare chance, the next ones, and sends the misses with the open', () => {
    const caseRef = {
      dota: { misses: 2, growthPercent: 20, maxPercent: 500, rareChance: chance(7, 500), nextChances: [chance(7, 500), chance(8, 500), chance(9, 500)] },
    } as never;
    show(<DotaPanel {...props({ family: 'dota' })} caseRef={caseRef} toggles={null} />);
    expect(screen.getByTestId('dota-rare-chance').textContent).toBe('1.4%');
    expect(screen.getByTestId('dota-misses').textContent).toBe('2 opens in a row without a rare');
    expect([...screen.getByTestId('dota-next').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1.4%', '1.6%', '1.8%']);
    fireEvent.click(screen.getByTestId('open-case'));
    expect(onOpen.mock.calls[0][0]).toMatchObject({ field: 'openDotaCase', variables: { input: { caseId: 'C1', count: 1, expectedProgress: 2 } } });
    expect(mockRefetch).not.toHaveBeenCalled();
    onOpen.mock.calls[0][0].onRefused();
    expect(mockRefetch).toHaveBeenCalledWith({}, { fetchPolicy: 'network-only' });
  });
});

describe('discovered', () => {
  const board = (selected: number | null) => ({ discoveredBoard: { slots: 9, commitment: 'c0ffee', selected, nonce: 3, salt: null, revealed: null } }) as never;

  it('deals hidden slots with the commitment; a slot must be picked before the open', () => {
    show(<DiscoveredPanel {...props({ family: 'discovered' })} caseRef={board(null)} slots={9} toggles={null} />);
    expect(screen.getAllByTestId('board-slot')).toHaveLength(9);
    expect(screen.getByTestId('board-commitment').textContent).toBe('c0ffee');
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByTestId('board-slot')[4]);
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ caseId: 'C1', index: 4 });
  });

  it('opens the picked slot without a reel', () => {
    show(<DiscoveredPanel {...props({ family: 'discovered' })} caseRef={board(4)} slots={9} toggles={null} />);
    expect(screen.getAllByTestId('board-slot')[4].getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('open-case'));
    expect(onOpen.mock.calls[0][0]).toMatchObject({ field: 'openDiscoveredCase', noSpin: true, variables: { caseId: 'C1', fast: false } });
  });

  it('asks for the next board once back from a result, not before', () => {
    const { rerender } = show(<DiscoveredPanel {...props({ family: 'discovered' })} caseRef={board(4)} slots={9} toggles={null} />);
    expect(mockRefetch).not.toHaveBeenCalled();
    const again = (idle: boolean) => (
      <IntlMessages lang="en" namespaces={['shell', 'cases', 'api']}>
        <MemoryRouter>
          <DiscoveredPanel {...props({ family: 'discovered', idle })} caseRef={board(4)} slots={9} toggles={null} />
        </MemoryRouter>
      </IntlMessages>
    );
    rerender(again(false));
    expect(screen.queryByTestId('board')).toBeNull();
    rerender(again(true));
    expect(mockRefetch).toHaveBeenCalledTimes(1);
    expect(mockRefetch).toHaveBeenCalledWith({}, { fetchPolicy: 'network-only' });
  });

  it('shows no board to a case without one (a visitor)', () => {
    show(<DiscoveredPanel {...props({ family: 'discovered' })} caseRef={{ discoveredBoard: null } as never} slots={9} toggles={null} />);
    expect(screen.queryByTestId('board')).toBeNull();
  });

  it('reveals every slot and the salt after the open, and checks the commitment in the browser', async () => {
    const items = ['11', '12', '13'].map((id, i) => ({ id, marketHashName: `AK-47 | Slate (Field-Tested) ${i}`, rarity: 'milspec', image: '', price: '1.00' }));
    const salt = 'f00d';
    const good = createHash('sha256').update('f00d:11,12,13').digest('hex');
    const { unmount } = show(<RevealedBoard board={{ slots: 3, commitment: good, selected: 1, nonce: 3, salt, revealed: items } as never} />);
    expect(screen.getAllByTestId('board-slot').map((s) => s.getAttribute('data-picked'))).toEqual([null, 'true', null]);
    expect(screen.getByTestId('board-salt').textContent).toBe('f00d');
    expect(screen.getByTestId('board-check-explain').textContent).toContain('sha256(salt:ids)');
    expect((await screen.findByTestId('board-check')).className).toContain('is-ok');
    unmount();
    show(<RevealedBoard board={{ slots: 3, commitment: 'ab'.repeat(32), selected: 1, nonce: 3, salt, revealed: items } as never} />);
    expect((await screen.findByTestId('board-check')).className).toContain('is-bad');
  });
});

describe('the open button', () => {
  it('names the bullets or candies missing', () => {
    show(<OpenButton state={{ kind: 'short', currency: 'BULLETS', missing: 3 }} label="Open" price="25 bullets" loading={false} onOpen={onOpen} />);
    expect((screen.getByTestId('open-case') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('open-unavailable').textContent).toBe('You need 3 more bullets.');
  });
});
