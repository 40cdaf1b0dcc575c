import { Suspense, useDeferredValue, useEffect, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LoadMore } from '../../app/ui/LoadMore';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { ItemCard } from '../../entities/item/ItemCard';
import { moneyToCents } from '../../i18n/money';
import type { ChangeTargetsQuery } from '../../__generated__/ChangeTargetsQuery.graphql';

export const PAGE_SIZE = 30;
/** The server's largest page (store.MaxFirst): "more" grows the page up to it. */
const MAX_PAGE = 100;
/** How long the selection or the search must stay put before the list is asked for again. */
const SETTLE_MS = 300;

// What the picked drops can be changed for: items costing at most their
// credit (value less the spread), dearest first. The connection is under
// changeTargets, which takes the page arguments, so "more" asks for a longer page.
const query = graphql`
  query ChangeTargetsQuery($dropIds: [ID!]!, $search: String, $first: Int) {
    changeTargets(dropIds: $dropIds, search: $search, first: $first) {
      credit
      items {
        totalCount
        edges {
          node {
            id
            marketHashName
            rarity
            image
            price
            ...ItemCard_item
          }
        }
      }
    }
  }
`;

export interface Target {
  marketHashName: string;
  rarity: string;
  image: string | null;
  /** cents */
  price: number;
}

interface Props {
  dropIds: readonly string[];
  selected: string | null;
  disabled: boolean;
  onSelect: (t: Target) => void;
}

interface Args {
  dropIds: string[];
  search: string;
  first: number;
}

/** A search and the targets the picked drops pay for; the list follows the selection once it settles. */
export function ChangeTargets({ dropIds, selected, disabled, onSelect }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [args, setArgs] = useState<Args>({ dropIds: [...dropIds], search: '', first: PAGE_SIZE });
  const [pending, startTransition] = useTransition();
  const idsKey = dropIds.join(',');

  useEffect(() => {
    if (args.dropIds.join(',') === idsKey && args.search === deferredSearch) return;
    const t = setTimeout(() => startTransition(() => setArgs({ dropIds: idsKey.split(','), search: deferredSearch, first: PAGE_SIZE })), SETTLE_MS);
    return () => clearTimeout(t);
  }, [idsKey, deferredSearch, args]);

  return (
    <>
      <input
        className="field__input"
        type="search"
        value={search}
        placeholder={intl.formatMessage({ id: 'changer.target.search' })}
        aria-label={intl.formatMessage({ id: 'changer.target.search' })}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="change-search"
      />
      <Suspense fallback={<PageSpinner />}>
        <TargetList
          args={args}
          pending={pending}
          selected={selected}
          disabled={disabled}
          onSelect={onSelect}
          onMore={() => startTransition(() => setArgs((a) => ({ ...a, first: Math.min(a.first + PAGE_SIZE, MAX_PAGE) })))}
        />
      </Suspense>
    </>
  );
}

function TargetList({ args, pending, selected, disabled, onSelect, onMore }: Omit<Props, 'dropIds'> & { args: Args; pending: boolean; onMore: () => void }) {
  const data = useLazyLoadQuery<ChangeTargetsQuery>(query, { dropIds: args.dropIds, search: args.search || null, first: args.first }, { fetchPolicy: 'store-and-network' });
  const { items } = data.changeTargets;
  const nodes = (items.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <p className="muted small" data-testid="change-target-count">
        <FormattedMessage id="changer.target.count" values={{ count: items.totalCount }} />
      </p>
      <div
        className={`pick-grid pick-grid--targets ${pending ? 'is-pending' : ''}`}
        data-testid="change-targets"
        data-credit={moneyToCents(data.changeTargets.credit)}
        aria-busy={pending}
      >
        {nodes.length === 0 && (
          <p className="muted">
            <FormattedMessage id="changer.target.empty" />
          </p>
        )}
        {nodes.map((it) => {
          const on = selected === it.marketHashName;
          return (
            <button
              key={it.id}
              type="button"
              className={`target-pick ${on ? 'is-on' : ''}`}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onSelect({ marketHashName: it.marketHashName, rarity: it.rarity, image: it.image || null, price: moneyToCents(it.price) })}
              data-testid="change-target"
              data-market-name={it.marketHashName}
              data-price={moneyToCents(it.price)}
            >
              <ItemCard item={it} />
            </button>
          );
        })}
      </div>
      <LoadMore hasNext={nodes.length < items.totalCount && args.first < MAX_PAGE} loading={pending} onMore={onMore} />
    </>
  );
}
