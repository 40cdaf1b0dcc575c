import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, loadQuery, useRelayEnvironment } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, createOperationDescriptor, type RequestParameters, type Variables } from 'relay-runtime';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import TopDropPageQueryNode, { type TopDropPageQuery } from '../../../__generated__/TopDropPageQuery.graphql';
import ProfilePageQueryNode from '../../../__generated__/ProfilePageQuery.graphql';
import type { BestDrops_query$key } from '../../../__generated__/BestDrops_query.graphql';

// The topdrop page and a profile's best drops wired to a Relay store, against
// canned server answers.

jest.mock('../../../app/env/relay', () => ({ environment: {} }));

import TopDropPage from '../TopDropPage';
import { BestDrops } from '../BestDrops';

const NAMESPACES = ['shell', 'topdrop'] as const;

function win(n: number, price: string, extra: object = {}) {
  return {
    id: `D${n}`,
    userId: `${10 + n}`,
    nickname: `Player ${n}`,
    avatar: '',
    level: 3,
    borderId: null,
    hoodId: null,
    avatarId: null,
    marketHashName: `AK-47 | Redline ${n} (Field-Tested)`,
    stattrak: false,
    rarity: 'covert',
    image: '',
    price,
    caseAlias: 'test-case',
    caseName: 'Test Case',
    ...extra,
  };
}

function environmentOf(answers: Record<string, (v: Variables) => unknown>) {
  return new Environment({
    network: Network.create((params: RequestParameters, variables: Variables) => {
      const answer = answers[params.name];
      if (!answer) return Observable.from(Promise.reject(new Error(`no answer for ${params.name}`)));
      return Observable.from(Promise.resolve({ data: answer(variables) } as never));
    }),
    store: new Store(new RecordSource()),
  });
}

async function show(ui: React.ReactNode, environment: Environment) {
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <IntlMessages lang="en" namespaces={[...NAMESPACES]}>
          <MemoryRouter>
            <Suspense fallback="loading">{ui}</Suspense>
          </MemoryRouter>
        </IntlMessages>
      </RelayEnvironmentProvider>,
    );
  });
}

async function page(answer: unknown) {
  const env = environmentOf({ TopDropPageQuery: () => answer });
  const ref = loadQuery<TopDropPageQuery>(env, TopDropPageQueryNode, {});
  await show(<TopDropPage queryRef={ref} />, env);
}

beforeAll(() => loadNamespaces('en', [...NAMESPACES]));

describe('the topdrop page', () => {
  it('lists the wins in the order the server ranked them, with price, case and player', async () => {
    await page({ mostExpensiveWin: win(9, '900.00'), topDrops: [win(1, '120.50'), win(2, '7.00', { caseAlias: '', caseName: '' })] });
    const cards = within(await screen.findByTestId('topdrop-list')).getAllByTestId('top-drop');
    expect(cards.map((c) => within(c).getByTestId('top-drop-price').textContent)).toEqual(['$120.50', '$7.00']);
    expect(within(cards[0]).getByTestId('top-drop-case').getAttribute('href')).toBe('/test-case');
    expect(within(cards[0]).getByTestId('top-drop-player').getAttribute('href')).toBe('/user/11');
    expect(within(cards[0]).getByTestId('top-drop-player').textContent).toContain('Player 1');
    // A win without a case (none today, but the shape allows it) shows no case link.
    expect(within(cards[1]).queryByTestId('top-drop-case')).toBeNull();
    expect(cards[0].className).toContain('rarity--covert');
    const best = screen.getByTestId('most-expensive-win');
    expect(within(best).getByTestId('top-drop-price').textContent).toBe('$900.00');
    expect(screen.queryByTestId('topdrop-empty')).toBeNull();
  });

  it('says so when the last 24 hours have no wins yet, and shows no record before the first', async () => {
    await page({ mostExpensiveWin: null, topDrops: [] });
    expect((await screen.findByTestId('topdrop-empty')).textContent).toBe('No drops in the last 24 hours yet. Open a case and be the first!');
    expect(screen.queryByTestId('most-expensive-win')).toBeNull();
    expect(screen.queryByTestId('topdrop-list')).toBeNull();
  });
});

// The best drops read the profile's own query: its store, with the answer
// of that query's best drops part.
function Best({ id }: { id: string }) {
  const env = useRelayEnvironment();
  const op = createOperationDescriptor(ProfilePageQueryNode, { id });
  const ref = env.lookup(op.fragment).data as unknown as BestDrops_query$key;
  return <BestDrops queryRef={ref} />;
}

async function best(top: unknown) {
  const env = environmentOf({});
  const op = createOperationDescriptor(ProfilePageQueryNode, { id: '42' });
  // Only the best drops' part of the profile's answer: Relay's complaints
  // about the other parts' missing fields are no concern here.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  env.commitPayload(op, { user: null, me: null, userTopDrops: top } as never);
  quiet.mockRestore();
  await show(<Best id="42" />, env);
}

describe("a profile's best drops", () => {
  it("lists the profile's drops, dearest first as answered, without the player line", async () => {
    await best({ private: false, drops: [win(1, '50.00'), win(2, '3.00')] });
    const cards = within(await screen.findByTestId('best-drops-list')).getAllByTestId('best-drop');
    expect(cards.map((c) => within(c).getByTestId('top-drop-price').textContent)).toEqual(['$50.00', '$3.00']);
    expect(within(cards[0]).queryByTestId('top-drop-player')).toBeNull();
  });

  it('shows a private profile as private, without drops', async () => {
    await best({ private: true, drops: [] });
    expect((await screen.findByTestId('best-drops-private')).textContent).toBe('This profile is private.');
    expect(screen.queryByTestId('best-drops-list')).toBeNull();
  });

  it('says when there are none yet', async () => {
    await best({ private: false, drops: [] });
    expect((await screen.findByTestId('best-drops-empty')).textContent).toBe('No drops yet.');
  });
});
