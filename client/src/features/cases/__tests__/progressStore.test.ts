import { Environment, Network, Observable, RecordSource, Store, commitMutation, createOperationDescriptor, getRequest } from 'relay-runtime';
import GachaQuery from '../../../__generated__/GachaPanelQuery.graphql';
import GachaOpen from '../../../__generated__/GachaPanelOpenMutation.graphql';
import BoardQuery from '../../../__generated__/DiscoveredPanelQuery.graphql';
import BoardSelect from '../../../__generated__/DiscoveredPanelSelectMutation.graphql';
import { linkProgress } from '../progressStore';

// The meter and the board have no ids: an answer that carries the new state
// must replace what the page reads under gachaState(caseId) / discoveredBoard(caseId).

const chance = (n: number, d: number) => ({ numerator: n, denominator: d, percent: (n / d) * 100 });
const gacha = (progress: number) => ({ progress, pity: 10, guaranteedNext: progress >= 9, topTier: 'covert', topTierChance: chance(1, 50) });

function environmentAnswering(response: unknown) {
  return new Environment({
    network: Network.create(() => Observable.from(Promise.resolve(response as never))),
    store: new Store(new RecordSource()),
  });
}

type Link = [mutationField: string, stateField: string | null, rootField: string, caseId: string];

function commit(environment: Environment, mutation: typeof GachaOpen | typeof BoardSelect, variables: Record<string, unknown>, link: Link) {
  return new Promise<void>((resolve, reject) =>
    commitMutation(environment, {
      mutation,
      variables,
      updater: (store) => linkProgress(store, ...link),
      onCompleted: () => resolve(),
      onError: reject,
    }),
  );
}

it('an open moves the gacha meter the page shows to the one in its answer', async () => {
  const payload = {
    openGachaCase: {
      drops: [],
      user: { id: 'U1', balance: '9.00', heldCount: 1, level: 0, xp: 0, crystals: 0, bullets: 0, candies: 0 },
      fairSeed: { id: 'F1', serverSeedHash: 'h', clientSeed: 'c', nonce: 2 },
      currency: 'MONEY',
      costAmount: 383,
      gacha: gacha(4),
    },
  };
  const environment = environmentAnswering({ data: payload });
  const page = createOperationDescriptor(getRequest(GachaQuery), { caseId: 'C1' });
  environment.commitPayload(page, { gachaState: gacha(3) });
  const other = createOperationDescriptor(getRequest(GachaQuery), { caseId: 'C2' });
  environment.commitPayload(other, { gachaState: gacha(7) });
  const read = (op: typeof page) => (environment.lookup(op.fragment).data as { gachaState: { progress: number } }).gachaState.progress;
  expect(read(page)).toBe(3);

  await commit(environment, GachaOpen, { input: { caseId: 'C1', count: 1, expectedProgress: 3 } }, ['openGachaCase', 'gacha', 'gachaState', 'C1']);
  expect(read(page)).toBe(4);
  // Another case's meter is untouched.
  expect(read(other)).toBe(7);
});

it('a pick moves the discovered board the page shows to the answered one', async () => {
  const board = (selected: number | null) => ({ slots: 9, commitment: 'ab'.repeat(32), selected, nonce: 5, salt: null, revealed: null });
  const environment = environmentAnswering({ data: { selectDiscoveredSlot: board(4) } });
  const page = createOperationDescriptor(getRequest(BoardQuery), { caseId: 'C9' });
  environment.commitPayload(page, { discoveredBoard: board(null) });
  const read = () => (environment.lookup(page.fragment).data as { discoveredBoard: { selected: number | null } }).discoveredBoard.selected;
  expect(read()).toBeNull();
  await commit(environment, BoardSelect, { caseId: 'C9', index: 4 }, ['selectDiscoveredSlot', null, 'discoveredBoard', 'C9']);
  expect(read()).toBe(4);
});
