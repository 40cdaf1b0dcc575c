import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { formatMoney, moneyToCents } from '../../i18n/money';
import type { StakeItemsQuery } from '../../__generated__/StakeItemsQuery.graphql';
import type { StakeItems_query$key } from '../../__generated__/StakeItems_query.graphql';
import type { StakeItemsPaginationQuery } from '../../__generated__/StakeItemsPaginationQuery.graphql';

export const PAGE_SIZE = 30;

// The viewer's id comes with the page's query, so the inventory is a query of its own.
const query = graphql`
  query StakeItemsQuery($userId: ID!) {
    ...StakeItems_query @arguments(userId: $userId)
  }
`;

// The items still held: what can be staked. A drop's stake value is its
// item's catalogue price now (the server prices it so when played).
const fragment = graphql`
  fragment StakeItems_query on Query
  @refetchable(queryName: "StakeItemsPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }) {
    userDrops(userId: $userId, onlyNew: true, first: $first, after: $after) @connection(key: "StakeItems_userDrops") {
      edges {
        node {
          id
          state
          item {
            marketHashName
            rarity
            image
            price
          }
        }
      }
    }
  }
`;

interface Props {
  userId: string;
  selected: readonly string[];
  full: boolean;
  disabled: boolean;
  onToggle: (id: string, cents: number) => void;
  /** Changes when the inventory must be read again (after a play). */
  reloadKey: number;
}

/** The viewer's held items, each a toggle; at most maxItems can be on. */
export function StakeItems({ userId, ...rest }: Props) {
  const root = useLazyLoadQuery<StakeItemsQuery>(query, { userId }, { fetchPolicy: 'store-and-network' });
  return <StakeList queryRef={root} {...rest} />;
}

function StakeList({ queryRef, selected, full, disabled, onToggle, reloadKey }: Omit<Props, 'userId'> & { queryRef: StakeItems_query$key }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<StakeItemsPaginationQuery, StakeItems_query$key>(fragment, queryRef);
  const [, startTransition] = useTransition();
  const seen = useRef(reloadKey);
  useEffect(() => {
    if (seen.current === reloadKey) return;
    seen.current = reloadKey;
    // A won item joins the inventory: read it again once the result is shown.
    startTransition(() => {
      refetch({ first: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [reloadKey, refetch]);

  // A staked or sold drop changes state in the store and leaves the list.
  const drops = (data.userDrops.edges ?? []).flatMap((e) => (e?.node && e.node.state === 'active' ? [e.node] : []));
  if (drops.length === 0) {
    return (
      <p className="muted upgrade-empty" data-testid="stake-empty">
        <FormattedMessage id="upgrade.stake.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />
      </p>
    );
  }
  return (
    <>
      <div className="pick-grid" data-testid="stake-items">
        {drops.map((d) => {
          const on = selected.includes(d.id);
          const { weapon, skin } = splitName(d.item.marketHashName);
          return (
            <button
              key={d.id}
              type="button"
              className={`pick-card rarity--${d.item.rarity} ${on ? 'is-on' : ''}`}
              aria-pressed={on}
              disabled={disabled || (full && !on)}
              onClick={() => onToggle(d.id, moneyToCents(d.item.price))}
              data-testid="stake-item"
              data-market-name={d.item.marketHashName}
            >
              <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
              <span className="pick-card__name">
                <span className="muted">{weapon}</span> {skin}
              </span>
              <span className="pick-card__price">{formatMoney(d.item.price, lang)}</span>
            </button>
          );
        })}
      </div>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
