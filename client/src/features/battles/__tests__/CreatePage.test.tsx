import { fireEvent, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { loadNamespaces } from '../../../i18n/load';
import { harness, mount, settle, type Harness } from './harness';
import CreatePageQueryNode, { type CreatePageQuery } from '../../../__generated__/CreatePageQuery.graphql';
import { DRAFT_KEY } from '../draft';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../../../app/auth/useToken', () => ({ useToken: () => 't' }));
const mockRefetchViewer = jest.fn();
jest.mock('../../../app/layout/viewer', () => ({ refetchViewer: () => mockRefetchViewer() }));
const mockHandle = jest.fn();
jest.mock('../../../app/errors/handle', () => ({ handleApiError: (...a: unknown[]) => mockHandle(...a) }));

import CreatePage from '../CreatePage';

const A = { id: 'C1', alias: 'alpha-case', name: 'Alpha Case', price: '2.25', image: '' };
const B = { id: 'C2', alias: 'beta-case', name: 'Beta Case', price: '3.10', image: '' };

async function open(balance = '100.00', accepted = false): Promise<Harness> {
  const h = harness({
    CreatePageQuery: () => ({
      battleCases: [{ name: 'New cases', cases: [{ inventoryCount: 2, case: A }, { inventoryCount: 0, case: B }] }],
      battleRules: { rulesAccepted: accepted },
      me: { id: 'U1', balance },
    }),
    CreatePageCreateMutation: () => ({ createBattle: { id: 'B9', privateKey: 'k3y' } }),
    BattleRulesAcceptMutation: () => ({ acceptBattleRules: '2025-01-01T00:00:00Z' }),
  });
  const ref = loadQuery<CreatePageQuery>(h.environment, CreatePageQueryNode, {});
  await mount(h, <CreatePage queryRef={ref} />, ['battles', 'api', 'catalog'], '/casebattle/create');
  await settle();
  return h;
}

const tile = (id: string) => document.querySelector(`[data-testid="case-tile"][data-case-id="${id}"]`) as HTMLButtonElement;
const text = (id: string) => screen.getByTestId(id).textContent;

beforeAll(() => loadNamespaces('en', ['shell', 'battles', 'api', 'catalog']));
beforeEach(() => {
  localStorage.clear();
  mockHandle.mockReset();
  mockRefetchViewer.mockReset();
});

describe('the create page', () => {
  it('lists the available cases by group, with a search and what the player holds', async () => {
    await open();
    expect(screen.getByTestId('case-picker').textContent).toContain('New cases');
    expect(screen.getAllByTestId('case-tile')).toHaveLength(2);
    expect(tile('C1').querySelector('[data-testid="inventory-count"]')?.textContent).toBe('In your inventory: 2');
    fireEvent.change(screen.getByTestId('case-search'), { target: { value: 'BETA' } });
    expect(screen.getAllByTestId('case-tile').map((t) => t.getAttribute('data-case-id'))).toEqual(['C2']);
    fireEvent.change(screen.getByTestId('case-search'), { target: { value: 'gamma' } });
    expect(screen.getByTestId('picker-empty')).toBeTruthy();
  });

  it('keeps the draft (case data plus count) in local storage, and prices the battle', async () => {
    await open();
    expect(text('create-reason')).toBe('Add at least one case.');
    fireEvent.click(tile('C1'));
    fireEvent.click(tile('C2'));
    fireEvent.click(tile('C1'));
    expect(screen.getAllByTestId('draft-count').map((c) => c.textContent)).toEqual(['2', '1']);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual([
      { case: A, count: 2 },
      { case: B, count: 1 },
    ]);
    expect(text('battle-duration')).toBe('36 seconds');
    expect(text('seat-price')).toBe('$7.60');
    expect(text('create-cost')).toBe('$7.60');
    // The creator pays every seat: three of them.
    fireEvent.click(screen.getByTestId('players-3'));
    fireEvent.click(screen.getByTestId('paymode-creator'));
    expect(text('create-cost')).toBe('$22.80');
    fireEvent.click(screen.getAllByLabelText('One less')[0]);
    expect(screen.getAllByTestId('draft-count').map((c) => c.textContent)).toEqual(['1', '1']);
  });

  it('restores the stored draft with today’s prices, leaving out cases no longer offered', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify([{ case: { ...A, price: '1.00' }, count: 3 }, { case: { id: 'GONE', alias: 'gone', name: 'Gone', price: '1.00' }, count: 1 }, { case: { name: 'no id' }, count: 1 }]),
    );
    await open();
    expect(screen.getAllByTestId('draft-entry').map((e) => e.getAttribute('data-case-id'))).toEqual(['C1']);
    expect(text('seat-price')).toBe('$6.75');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('creates the battle with the spec’s payload and goes to it', async () => {
    const h = await open();
    fireEvent.click(tile('C1'));
    fireEvent.click(tile('C2'));
    fireEvent.click(screen.getByTestId('players-2x2'));
    fireEvent.click(screen.getByTestId('side-1'));
    fireEvent.click(screen.getByTestId('privacy-private'));
    fireEvent.click(screen.getByTestId('winner-lowest'));
    fireEvent.click(screen.getByTestId('create-battle'));
    await settle();
    expect(h.sent.find((s) => s.name === 'CreatePageCreateMutation')?.variables).toEqual({
      input: { playersCount: 4, caseIds: ['C1', 'C2'], privacy: 'private', type: '2x2', paymode: 'each', choosingWinner: 'lowest', side: 1, delay: 26 },
    });
    expect(mockRefetchViewer).toHaveBeenCalled();
    expect(text('navigated')).toBe('/casebattle/B9?key=k3y');
  });

  it('says what is missing instead of sending', async () => {
    const h = await open('5.00');
    fireEvent.click(tile('C1'));
    fireEvent.click(tile('C2'));
    expect(text('create-reason')).toBe('You need $0.35 more.');
    expect((screen.getByTestId('create-battle') as HTMLButtonElement).disabled).toBe(true);
    expect(h.sent.map((s) => s.name)).toEqual(['CreatePageQuery']);
  });

  it('records that the player accepted the rules', async () => {
    const h = await open();
    fireEvent.click(screen.getByTestId('accept-rules'));
    await settle();
    expect(h.sent.map((s) => s.name)).toContain('BattleRulesAcceptMutation');
    expect(screen.queryByTestId('accept-rules')).toBeNull();
    expect(screen.getByTestId('battle-rules').textContent).toContain('The battle starts when the last seat is taken: 6 seconds of countdown, then one round every 10 seconds.');
  });
});
