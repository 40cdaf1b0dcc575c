import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { formatWhen } from '../../i18n/dates';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { ModeName } from './ModeName';
import { profit } from './rules';
import type { ContractHistoryQuery } from '../../__generated__/ContractHistoryQuery.graphql';
import type { ContractHistory_query$key } from '../../__generated__/ContractHistory_query.graphql';
import type { ContractHistoryPaginationQuery } from '../../__generated__/ContractHistoryPaginationQuery.graphql';

const PAGE_SIZE = 10;

// Only a signed-in player has contracts: a query of its own, not the page's.
const query = graphql`
  query ContractHistoryQuery {
    ...ContractHistory_query
  }
`;

const fragment = graphql`
  fragment ContractHistory_query on Query
  @refetchable(queryName: "ContractHistoryPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
    contractHistory(first: $first, after: $after) @connection(key: "ContractHistory_contractHistory") {
      totalCount
      edges {
        node {
          id
          createdAt
          stake
          mode
          ticket
          given {
            id
          }
          result {
            id
            price
            item {
              marketHashName
              rarity
              image
            }
          }
        }
      }
    }
  }
`;

/** The viewer's recent contracts, newest first; read again after each one (reloadKey). */
export function ContractHistory({ reloadKey }: { reloadKey: number }) {
  const root = useLazyLoadQuery<ContractHistoryQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return <HistoryList queryRef={root} reloadKey={reloadKey} />;
}

function HistoryList({ queryRef, reloadKey }: { queryRef: ContractHistory_query$key; reloadKey: number }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ContractHistoryPaginationQuery, ContractHistory_query$key>(fragment, queryRef);
  const [, startTransition] = useTransition();
  const seen = useRef(reloadKey);
  useEffect(() => {
    if (seen.current === reloadKey) return;
    seen.current = reloadKey;
    startTransition(() => {
      refetch({ first: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [reloadKey, refetch]);

  const rows = (data.contractHistory.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (rows.length === 0) {
    return (
      <p className="muted" data-testid="contract-history-empty">
        <FormattedMessage id="contract.history.empty" />
      </p>
    );
  }
  return (
    <>
      <ul className="contract-history" data-testid="contract-history">
        {rows.map((c) => {
          const diff = profit(moneyToCents(c.result.price), moneyToCents(c.stake));
          const { weapon, skin } = splitName(c.result.item.marketHashName);
          return (
            <li key={c.id} className="contract-history__row" data-testid="contract-history-row">
              <ItemArt name={c.result.item.marketHashName} rarity={c.result.item.rarity} image={c.result.item.image} compact />
              <span className="contract-history__what">
                <span className="contract-history__name">
                  <span className="muted">{weapon}</span> {skin}
                </span>
                <span className="muted small">
                  <FormattedMessage
                    id="contract.history.line"
                    values={{
                      count: c.given?.length ?? 0,
                      stake: formatMoney(c.stake, lang),
                      mode: <ModeName mode={c.mode} />,
                      ticket: <FormattedNumber value={c.ticket} />,
                    }}
                  />
                  {' · '}
                  {formatWhen(c.createdAt, lang, true)}
                </span>
              </span>
              <span className="contract-history__price">
                {formatMoney(c.result.price, lang)}
                <span className={`small ${diff >= 0 ? 'is-up' : 'is-down'}`}>
                  {diff >= 0 ? '+' : '−'}
                  {formatMoney(centsToMoney(Math.abs(diff)), lang)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
