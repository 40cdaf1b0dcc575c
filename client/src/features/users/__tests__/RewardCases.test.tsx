import { act, fireEvent, render, screen } from '@testing-library/react';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, getRequest } from 'relay-runtime';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { ui } from '../../../app/state/ui';
import { ApiError } from '../../../app/errors/ApiError';
import RewardCasesQueryArtifact, { type RewardCasesQuery } from '../../../__generated__/RewardCasesQuery.graphql';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));

// What the server answers: the viewer's stacks, and openRewardCase.
type Stack = { inventoryCount: number; case: { id: string; alias: string; name: string; image: string | null } };
const mockData: { rewardCases: Stack[] } = { rewardCases: [] };
const mockCommit = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: () => mockData,
  useMutation: () => [mockCommit, false],
}));

import { RewardCases, takeOne } from '../RewardCases';
import { GlobalAlert } from '../../../app/layout/GlobalAlert';

const recoil = { id: 'Q2FzZTox', alias: 'recoil-case', name: 'Recoil Case', image: null };
const dream = { id: 'Q2FzZToy', alias: 'dreams-case', name: 'Dreams Case', image: '/img/dreams.png' };
const won = {
  openRewardCase: {
    drops: [{ id: 'D1', price: '1.25', item: { marketHashName: 'AK-47 | Slate (Field-Tested)', rarity: 'restricted', image: null } }],
    user: { id: 'U1', balance: '10.00', heldCount: 3, level: 0, xp: 0 },
  },
};

beforeAll(() => loadNamespaces('en', ['shell', 'users']));
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {})); // handleApiError logs the failure
beforeEach(() => {
  mockCommit.mockReset();
  mockData.rewardCases = [
    { inventoryCount: 2, case: recoil },
    { inventoryCount: 1, case: dream },
  ];
});
afterEach(() => act(() => ui.get().notices.forEach((n) => ui.dismiss(n.key))));

function show(onWon = jest.fn()) {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'users']}>
      <MemoryRouter>
        <RewardCases reloadKey={0} onWon={onWon} />
        <GlobalAlert />
      </MemoryRouter>
    </IntlMessages>,
  );
  return onWon;
}

it('shows each stack with its case, name and count', async () => {
  show();
  expect(await screen.findByText('Reward cases')).toBeTruthy();
  const stacks = screen.getAllByTestId('reward-case');
  expect(stacks.map((s) => s.getAttribute('data-alias'))).toEqual(['recoil-case', 'dreams-case']);
  expect(screen.getAllByTestId('reward-case-count').map((c) => c.textContent)).toEqual(['×2', '×1']);
  expect(stacks[0].textContent).toContain('Recoil Case');
  // The server's drawn art without an image, the picture with one.
  expect(stacks[0].querySelector('img[alt="Recoil Case"]')?.getAttribute('src')).toBe('/case-art/recoil-case.svg');
  expect(stacks[1].querySelector('img')?.getAttribute('src')).toBe('/img/dreams.png');
  expect(screen.getAllByTestId('reward-case-open').map((b) => b.textContent)).toEqual(['Open', 'Open']);
});

it('shows nothing without reward cases', async () => {
  mockData.rewardCases = [];
  show();
  await act(async () => {});
  expect(screen.queryByTestId('reward-cases')).toBeNull();
});

it('opens one case of a stack for free and shows the won item', async () => {
  const onWon = show();
  fireEvent.click((await screen.findAllByTestId('reward-case-open'))[1]);
  expect(mockCommit).toHaveBeenCalledTimes(1);
  const config = mockCommit.mock.calls[0][0];
  expect(config.variables).toEqual({ input: { caseId: dream.id, count: 1 } });
  expect(typeof config.updater).toBe('function');
  // The last case of the stack: the store update takes the stack away.
  mockData.rewardCases = [{ inventoryCount: 2, case: recoil }];
  act(() => config.onCompleted(won));
  const item = screen.getByTestId('won-item');
  expect(item.getAttribute('data-market-name')).toBe('AK-47 | Slate (Field-Tested)');
  expect(item.textContent).toContain('$1.25');
  expect(screen.getByText('You won')).toBeTruthy();
  // The inventory is read again.
  expect(onWon).toHaveBeenCalledTimes(1);
  // The result stays until closed; then only the stacks left.
  fireEvent.click(screen.getByTestId('reward-won-close'));
  expect(screen.queryByTestId('won-item')).toBeNull();
  expect(screen.getAllByTestId('reward-case')).toHaveLength(1);
});

it('keeps the result shown when the last stack is gone, and hides the section once it is closed', async () => {
  mockData.rewardCases = [{ inventoryCount: 1, case: recoil }];
  show();
  fireEvent.click(await screen.findByTestId('reward-case-open'));
  mockData.rewardCases = [];
  act(() => mockCommit.mock.calls[0][0].onCompleted(won));
  expect(screen.getByTestId('won-item')).toBeTruthy();
  expect(screen.queryByTestId('reward-case')).toBeNull();
  fireEvent.click(screen.getByTestId('reward-won-close'));
  expect(screen.queryByTestId('reward-cases')).toBeNull();
});

it('shows the server’s refusal through the error catalogue', async () => {
  const onWon = show();
  fireEvent.click((await screen.findAllByTestId('reward-case-open'))[0]);
  await act(async () => mockCommit.mock.calls[0][0].onError(new ApiError('api.restricted', 'x', 200, { code: 'api.restricted', feature: 'case_open_reward' })));
  expect(await screen.findByText('This feature is not available in your region.')).toBeTruthy();
  expect(onWon).not.toHaveBeenCalled();
  expect(screen.queryByTestId('won-item')).toBeNull();
});

describe('the store update after an open', () => {
  function storeWith(stacks: Stack[]) {
    const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
    const operation = createOperationDescriptor(getRequest(RewardCasesQueryArtifact), {});
    environment.commitPayload(operation, { rewardCases: stacks.map((s) => ({ ...s, case: { __typename: 'Case', ...s.case } })) });
    const read = () => (environment.lookup(operation.fragment).data as RewardCasesQuery['response']).rewardCases.map((s) => [s.case.alias, s.inventoryCount]);
    return { environment, read };
  }

  it('takes one case off its stack', () => {
    const { environment, read } = storeWith([
      { inventoryCount: 2, case: recoil },
      { inventoryCount: 1, case: dream },
    ]);
    environment.commitUpdate((store) => takeOne(store, recoil.id));
    expect(read()).toEqual([
      ['recoil-case', 1],
      ['dreams-case', 1],
    ]);
  });

  it('drops a stack whose last case was opened', () => {
    const { environment, read } = storeWith([
      { inventoryCount: 2, case: recoil },
      { inventoryCount: 1, case: dream },
    ]);
    environment.commitUpdate((store) => takeOne(store, dream.id));
    expect(read()).toEqual([['recoil-case', 2]]);
  });
});
