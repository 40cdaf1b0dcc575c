import { useState, useTransition } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { formatWhen } from '../../i18n/dates';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import type { MessageId } from '../../i18n/messageIds';
import { Pager, Table, VerifyCell } from './Table';
import { nodes, pageCount, PAGE_SIZE } from './tabs';
import { rollLink } from './verify';
import type { GameTabsUpgradesQuery } from '../../__generated__/GameTabsUpgradesQuery.graphql';
import type { GameTabsUpgrades_query$key } from '../../__generated__/GameTabsUpgrades_query.graphql';
import type { GameTabsUpgradesPaginationQuery } from '../../__generated__/GameTabsUpgradesPaginationQuery.graphql';
import type { GameTabsContractsQuery } from '../../__generated__/GameTabsContractsQuery.graphql';
import type { GameTabsContracts_query$key } from '../../__generated__/GameTabsContracts_query.graphql';
import type { GameTabsContractsPaginationQuery } from '../../__generated__/GameTabsContractsPaginationQuery.graphql';
import type { GameTabsChangesQuery } from '../../__generated__/GameTabsChangesQuery.graphql';
import type { GameTabsChanges_query$key } from '../../__generated__/GameTabsChanges_query.graphql';
import type { GameTabsChangesPaginationQuery } from '../../__generated__/GameTabsChangesPaginationQuery.graphql';
import type { GameTabsBattlesQuery } from '../../__generated__/GameTabsBattlesQuery.graphql';

// Upgrades, contracts, skin changes and battles: each row what was staked
// and what came of it, with the roll's verify link (a battle's page has its
// own verifier).

const upgradesQuery = graphql`
  query GameTabsUpgradesQuery {
    ...GameTabsUpgrades_query
  }
`;

const upgradesFragment = graphql`
  fragment GameTabsUpgrades_query on Query
  @refetchable(queryName: "GameTabsUpgradesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    upgradeHistory(first: $first, after: $after) @connection(key: "GameTabsUpgrades_upgradeHistory") {
      edges {
        node {
          id
          createdAt
          stake
          chance
          won
          nonce
          targetPrice
          target {
            marketHashName
          }
          proof {
            serverSeedHash
            clientSeed
            serverSeed
          }
        }
      }
    }
  }
`;

/** Chance in millionths as a percentage with two decimals. */
const percent = (millionths: number) => <FormattedNumber value={millionths / 1_000_000} style="percent" minimumFractionDigits={2} maximumFractionDigits={2} />;

export function Upgrades() {
  const lang = useLang();
  const itemName = useItemName();
  const root = useLazyLoadQuery<GameTabsUpgradesQuery>(upgradesQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GameTabsUpgradesPaginationQuery, GameTabsUpgrades_query$key>(upgradesFragment, root);
  const rows = nodes(data.upgradeHistory.edges);
  return (
    <>
      <Table tab="upgrades" head={['history.col.date', 'history.col.target', 'history.col.stake', 'history.col.chance', 'history.col.result', 'history.col.verify']} empty={rows.length === 0}>
        {rows.map((u) => (
          <tr key={u.id} data-testid="history-row">
            <td>{formatWhen(u.createdAt, lang, true)}</td>
            <td>
              {itemName(u.target.marketHashName)} <span className="muted">{formatMoney(u.targetPrice, lang)}</span>
            </td>
            <td>{formatMoney(u.stake, lang)}</td>
            <td>{percent(u.chance)}</td>
            <td className={u.won ? 'is-up' : 'is-down'}>
              <FormattedMessage id={u.won ? 'history.won' : 'history.lost'} />
            </td>
            <VerifyCell href={rollLink(u)} />
          </tr>
        ))}
      </Table>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const contractsQuery = graphql`
  query GameTabsContractsQuery {
    ...GameTabsContracts_query
  }
`;

const contractsFragment = graphql`
  fragment GameTabsContracts_query on Query
  @refetchable(queryName: "GameTabsContractsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    contractHistory(first: $first, after: $after) @connection(key: "GameTabsContracts_contractHistory") {
      edges {
        node {
          id
          createdAt
          stake
          nonce
          given {
            id
          }
          result {
            price
            item {
              marketHashName
            }
          }
          proof {
            serverSeedHash
            clientSeed
            serverSeed
          }
        }
      }
    }
  }
`;

export function Contracts() {
  const lang = useLang();
  const itemName = useItemName();
  const root = useLazyLoadQuery<GameTabsContractsQuery>(contractsQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GameTabsContractsPaginationQuery, GameTabsContracts_query$key>(contractsFragment, root);
  const rows = nodes(data.contractHistory.edges);
  return (
    <>
      <Table tab="contracts" head={['history.col.date', 'history.col.given', 'history.col.stake', 'history.col.result', 'history.col.price', 'history.col.verify']} empty={rows.length === 0}>
        {rows.map((c) => (
          <tr key={c.id} data-testid="history-row">
            <td>{formatWhen(c.createdAt, lang, true)}</td>
            <td>
              <FormattedMessage id="history.items" values={{ count: c.given?.length ?? 0 }} />
            </td>
            <td>{formatMoney(c.stake, lang)}</td>
            <td>{itemName(c.result.item.marketHashName)}</td>
            <td>{formatMoney(c.result.price, lang)}</td>
            <VerifyCell href={rollLink(c)} />
          </tr>
        ))}
      </Table>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const changesQuery = graphql`
  query GameTabsChangesQuery {
    ...GameTabsChanges_query
  }
`;

const changesFragment = graphql`
  fragment GameTabsChanges_query on Query
  @refetchable(queryName: "GameTabsChangesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    changeHistory(first: $first, after: $after) @connection(key: "GameTabsChanges_changeHistory") {
      edges {
        node {
          id
          createdAt
          credit
          targetPrice
          difference
          given {
            id
          }
          target {
            marketHashName
          }
        }
      }
    }
  }
`;

export function Changes() {
  const lang = useLang();
  const itemName = useItemName();
  const root = useLazyLoadQuery<GameTabsChangesQuery>(changesQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GameTabsChangesPaginationQuery, GameTabsChanges_query$key>(changesFragment, root);
  const rows = nodes(data.changeHistory.edges);
  return (
    <>
      <Table tab="changes" head={['history.col.date', 'history.col.given', 'history.col.credit', 'history.col.target', 'history.col.difference']} empty={rows.length === 0}>
        {rows.map((c) => (
          <tr key={c.id} data-testid="history-row">
            <td>{formatWhen(c.createdAt, lang, true)}</td>
            <td>
              <FormattedMessage id="history.items" values={{ count: c.given?.length ?? 0 }} />
            </td>
            <td>{formatMoney(c.credit, lang)}</td>
            <td>
              {itemName(c.target.marketHashName)} <span className="muted">{formatMoney(c.targetPrice, lang)}</span>
            </td>
            <td>{formatMoney(c.difference, lang)}</td>
          </tr>
        ))}
      </Table>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const battlesQuery = graphql`
  query GameTabsBattlesQuery($page: Int!, $limit: Int!) {
    battles(tab: my, page: $page, limit: $limit) {
      total
      battles {
        id
        createdAt
        state
        playersCount
        seatPrice
        total
        mySeat
        winnerSeats
      }
    }
  }
`;

const BATTLE_STATE: Record<string, MessageId> = {
  new: 'history.battle.new',
  active: 'history.battle.active',
  finished: 'history.battle.finished',
  canceled: 'history.battle.canceled',
};

/** A finished battle's outcome for the viewer's seat; the state before that. */
function battleOutcome(b: { state: string; mySeat?: number | null; winnerSeats?: readonly number[] | null }): MessageId {
  if (b.state === 'finished' && b.mySeat != null) return b.winnerSeats?.includes(b.mySeat) ? 'history.won' : 'history.lost';
  return BATTLE_STATE[b.state] ?? BATTLE_STATE.new;
}

export function Battles() {
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<GameTabsBattlesQuery>(battlesQuery, { page, limit: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
  const { battles, total } = data.battles;
  return (
    <>
      <Table tab="battles" head={['history.col.date', 'history.col.players', 'history.col.seatPrice', 'history.col.total', 'history.col.result', 'history.col.battle']} empty={battles.length === 0}>
        {battles.map((b) => (
          <tr key={b.id} data-testid="history-row">
            <td>{formatWhen(b.createdAt, lang, true)}</td>
            <td>{b.playersCount}</td>
            <td>{formatMoney(b.seatPrice, lang)}</td>
            <td>{formatMoney(b.total, lang)}</td>
            <td>
              <FormattedMessage id={battleOutcome(b)} />
            </td>
            <td>
              <LLink to={`/casebattle/${b.id}`} className="link" data-testid="history-battle">
                <FormattedMessage id="history.openBattle" />
              </LLink>
            </td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pages={pageCount(total)} pending={pending} onPage={(p) => startTransition(() => setPage(p))} />
    </>
  );
}
