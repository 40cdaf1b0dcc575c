import { Environment, Network, Observable, RecordSource, Store, commitMutation, createOperationDescriptor, getRequest, getSingularSelector, type OperationDescriptor } from 'relay-runtime';
import GachaCase from '../../../__generated__/GachaPanelRefetchQuery.graphql';
import GachaFragment from '../../../__generated__/GachaPanel_case.graphql';
import BoardFragment from '../../../__generated__/DiscoveredPanel_case.graphql';
import GachaOpen from '../../../__generated__/GachaPanelOpenMutation.graphql';
import BoardCase from '../../../__generated__/DiscoveredPanelRefetchQuery.graphql';
import BoardSelect from '../../../__generated__/DiscoveredPanelSelectMutation.graphql';
import { linkProgress } from '../progressStore';

// The meter and the board have no ids: an answer that carries the new state
// must replace what the page reads under the case's gacha / discoveredBoard.

const chance = (n: number, d: number) => ({ numerator: n, denominator: d, percent: (n / d) * 100 });
const gacha = (progress: number) => ({ progress, pity: 10, guaranteedNext: progress >= 9, topTier: 'covert', topTierChance: chance(1, 50) });

/** What the panel's fragment reads of the case the operation answered. */
function readCase<T>(environment: Environment, op: OperationDescriptor, fragment: typeof GachaFragment | typeof BoardFragment): T {
  const root = environment.lookup(op.fragment).data as { node: object };
  return environment.lookup(getSingularSelector(fragment, root.node)).data as T;
}

function environmentAnswering(response: unknown) {
  return new Environment({
    network: Network.create(() => Observable.from(Promise.resolve(response as never))),
    store: new Store(new RecordSource()),
  });
}

type Link = Parameters<typeof linkProgress> extends [unknown, ...infer Rest] ? Rest : never;

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
  // The case as the page's query left it in the store (the refetch query reads the same record).
  const caseWith = (id: string, progress: number) => ({ node: { __typename: 'Case', id, gacha: gacha(progress) } });
  const page = createOperationDescriptor(getRequest(GachaCase), { id: 'C1' });
  environment.commitPayload(page, caseWith('C1', 3));
  const other = createOperationDescriptor(getRequest(GachaCase), { id: 'C2' });
  environment.commitPayload(other, caseWith('C2', 7));
  const read = (op: typeof page) => readCase<{ gacha: { progress: number } }>(environment, op, GachaFragment).gacha.progress;
  expect(read(page)).toBe(3);

  await commit(environment, GachaOpen, { input: { caseId: 'C1', count: 1, expectedProgress: 3 } }, ['openGachaCase', 'gacha', 'gacha', 'C1']);
  expect(read(page)).toBe(4);
  // Another case's meter is untouched.
  expect(read(other)).toBe(7);
});

it('a pick moves the discovered board the page shows to the answered one', async () => {
  const board = (selected: number | null) => ({ slots: 9, commitment: 'ab'.repeat(32), selected, nonce: 5, salt: null, revealed: null });
  const environment = environmentAnswering({ data: { selectDiscoveredSlot: board(4) } });
  const page = createOperationDescriptor(getRequest(BoardCase), { id: 'C9' });
  environment.commitPayload(page, { node: { __typename: 'Case', id: 'C9', discoveredBoard: board(null) } });
  const read = () => readCase<{ discoveredBoard: { selected: number | null } }>(environment, page, BoardFragment).discoveredBoard.selected;
  expect(read()).toBeNull();
  await commit(environment, BoardSelect, { caseId: 'C9', index: 4 }, ['selectDiscoveredSlot', null, 'discoveredBoard', 'C9']);
  expect(read()).toBe(4);
});
