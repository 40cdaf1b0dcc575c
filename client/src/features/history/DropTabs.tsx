import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { LoadMore } from '../../app/ui/LoadMore';
import { DropRows } from './DropRows';
import { nodes, PAGE_SIZE } from './tabs';
import type { DropTabsOpeningsQuery } from '../../__generated__/DropTabsOpeningsQuery.graphql';
import type { DropTabsOpenings_query$key } from '../../__generated__/DropTabsOpenings_query.graphql';
import type { DropTabsOpeningsPaginationQuery } from '../../__generated__/DropTabsOpeningsPaginationQuery.graphql';
import type { DropTabsSalesQuery } from '../../__generated__/DropTabsSalesQuery.graphql';
import type { DropTabsSales_query$key } from '../../__generated__/DropTabsSales_query.graphql';
import type { DropTabsSalesPaginationQuery } from '../../__generated__/DropTabsSalesPaginationQuery.graphql';
import type { DropTabsDailyQuery } from '../../__generated__/DropTabsDailyQuery.graphql';
import type { DropTabsDaily_query$key } from '../../__generated__/DropTabsDaily_query.graphql';
import type { DropTabsDailyPaginationQuery } from '../../__generated__/DropTabsDailyPaginationQuery.graphql';

// Openings (every drop the player won: GET /user/history/opens), sales
// (GET /user/history/sells) and daily bonus opens (GET /user/history/dailybonus).

const openingsQuery = graphql`
  query DropTabsOpeningsQuery($userId: ID!) {
    ...DropTabsOpenings_query @arguments(userId: $userId)
  }
`;

const openingsFragment = graphql`
  fragment DropTabsOpenings_query on Query
  @refetchable(queryName: "DropTabsOpeningsPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    userDrops(userId: $userId, first: $first, after: $after) @connection(key: "DropTabsOpenings_userDrops") {
      edges {
        node {
          ...DropRows_drop
        }
      }
    }
  }
`;

export function Openings({ userId }: { userId: string }) {
  const root = useLazyLoadQuery<DropTabsOpeningsQuery>(openingsQuery, { userId }, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DropTabsOpeningsPaginationQuery, DropTabsOpenings_query$key>(openingsFragment, root);
  return (
    <>
      <DropRows tab="openings" drops={nodes(data.userDrops.edges)} />
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const salesQuery = graphql`
  query DropTabsSalesQuery {
    ...DropTabsSales_query
  }
`;

const salesFragment = graphql`
  fragment DropTabsSales_query on Query
  @refetchable(queryName: "DropTabsSalesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    salesHistory(first: $first, after: $after) @connection(key: "DropTabsSales_salesHistory") {
      edges {
        node {
          ...DropRows_drop
        }
      }
    }
  }
`;

export function Sales() {
  const root = useLazyLoadQuery<DropTabsSalesQuery>(salesQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DropTabsSalesPaginationQuery, DropTabsSales_query$key>(salesFragment, root);
  return (
    <>
      <DropRows tab="sales" drops={nodes(data.salesHistory.edges)} sold />
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

const dailyQuery = graphql`
  query DropTabsDailyQuery {
    ...DropTabsDaily_query
  }
`;

const dailyFragment = graphql`
  fragment DropTabsDaily_query on Query
  @refetchable(queryName: "DropTabsDailyPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    myDailyBonusOpens(first: $first, after: $after) @connection(key: "DropTabsDaily_myDailyBonusOpens") {
      edges {
        node {
          ...DropRows_drop
        }
      }
    }
  }
`;

export function DailyBonus() {
  const root = useLazyLoadQuery<DropTabsDailyQuery>(dailyQuery, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DropTabsDailyPaginationQuery, DropTabsDaily_query$key>(dailyFragment, root);
  return (
    <>
      <DropRows tab="dailybonus" drops={nodes(data.myDailyBonusOpens.edges)} />
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
