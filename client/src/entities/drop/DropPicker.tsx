import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { ItemArt } from '../item/ItemArt';
import { splitName } from '../item/rarity';
import { formatMoney, moneyToCents } from '../../i18n/money';
import type { PickedDrop } from './selection';
import type { DropPickerQuery } from '../../__generated__/DropPickerQuery.graphql';
import type { DropPicker_query$key } from '../../__generated__/DropPicker_query.graphql';
import type { DropPickerPaginationQuery } from '../../__generated__/DropPickerPaginationQuery.graphql';
import './drop-picker.css';

export const PAGE_SIZE = 30;

// The viewer's id comes with the page's query, so the inventory is a query of its own.
const query = graphql`
  query DropPickerQuery($userId: ID!) {
    ...DropPicker_query @arguments(userId: $userId)
  }
`;

// The items still held: what can be given (upgrade, contract, skin changer).
// A drop's value is its item's catalogue price now (the server prices it so
// when played).
const fragment = graphql`
  fragment DropPicker_query on Query
  @refetchable(queryName: "DropPickerPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }) {
    userDrops(userId: $userId, onlyNew: true, first: $first, after: $after) @connection(key: "DropPicker_userDrops") {
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
  onToggle: (drop: PickedDrop) => void;
  /** Changes when the inventory must be read again (after a play). */
  reloadKey: number;
  /** What an empty inventory says (the page's own words). */
  empty: ReactNode;
}

/** The viewer's held items, each a toggle; once `full`, only picked ones can be clicked. */
export function DropPicker({ userId, ...rest }: Props) {
  const root = useLazyLoadQuery<DropPickerQuery>(query, { userId }, { fetchPolicy: 'store-and-network' });
  return <DropList queryRef={root} {...rest} />;
}

function DropList({ queryRef, selected, full, disabled, onToggle, reloadKey, empty }: Omit<Props, 'userId'> & { queryRef: DropPicker_query$key }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<DropPickerPaginationQuery, DropPicker_query$key>(fragment, queryRef);
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

  // A given or sold drop changes state in the store and leaves the list.
  const drops = (data.userDrops.edges ?? []).flatMap((e) => (e?.node && e.node.state === 'active' ? [e.node] : []));
  if (drops.length === 0) {
    return (
      <p className="muted drop-picker__empty" data-testid="stake-empty">
        {empty}
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
              onClick={() => onToggle({ id: d.id, cents: moneyToCents(d.item.price), marketHashName: d.item.marketHashName })}
              data-testid="stake-item"
              data-drop-id={d.id}
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
