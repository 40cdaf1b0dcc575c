import { useDeferredValue, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { LoadMore } from '../../app/ui/LoadMore';
import { ItemCard } from '../../entities/item/ItemCard';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { chanceFraction, rawChance, tierLabel, type Tier } from './rules';
import type { TargetPicker_query$key } from '../../__generated__/TargetPicker_query.graphql';
import type { TargetPickerPaginationQuery } from '../../__generated__/TargetPickerPaginationQuery.graphql';

export const PAGE_SIZE = 30;
/** How long the stake or the search must stay put before the list is asked for again. */
const SETTLE_MS = 300;

// Targets, cheapest first, in a price tier, matching a search; with a stake,
// the server lists only those it can be played for (chance within bounds).
const fragment = graphql`
  fragment TargetPicker_query on Query
  @refetchable(queryName: "TargetPickerPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 30 }
    after: { type: "Cursor" }
    tier: { type: "String" }
    search: { type: "String" }
    stake: { type: "Money" }
  ) {
    upgradeTargets(tier: $tier, search: $search, stake: $stake, first: $first, after: $after)
      @connection(key: "TargetPicker_upgradeTargets", filters: ["tier", "search", "stake"]) {
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
`;

export interface Target {
  marketHashName: string;
  rarity: string;
  image: string | null;
  /** cents */
  price: number;
}

interface Props {
  queryRef: TargetPicker_query$key;
  tiers: readonly Tier[];
  /** cents; 0 lists every target */
  stake: number;
  edgeBps: number;
  selected: string | null;
  disabled: boolean;
  onSelect: (t: Target) => void;
}

function TierName({ tier }: { tier: Tier }) {
  const lang = useLang();
  const l = tierLabel(tier);
  const m = (c: number) => formatMoney(centsToMoney(c), lang);
  if (l.kind === 'range') return <FormattedMessage id="upgrade.tier.range" values={{ min: m(l.min), max: m(l.max) }} />;
  if (l.kind === 'over') return <FormattedMessage id="upgrade.tier.over" values={{ from: m(l.from) }} />;
  return <FormattedMessage id="upgrade.tier.atLeast" values={{ from: m(l.from) }} />;
}

/** Price tier tabs, a search and the targets this stake can be played for. */
export function TargetPicker({ queryRef, tiers, stake, edgeBps, selected, disabled, onSelect }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TargetPickerPaginationQuery, TargetPicker_query$key>(fragment, queryRef);
  const [tier, setTier] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [pending, startTransition] = useTransition();
  const applied = useRef({ tier: null as string | null, search: '', stake: 0 });

  useEffect(() => {
    const next = { tier, search: deferredSearch, stake };
    const a = applied.current;
    if (a.tier === next.tier && a.search === next.search && a.stake === next.stake) return;
    // A new tier answers at once; typing and stake changes wait to settle.
    const wait = a.tier !== next.tier ? 0 : SETTLE_MS;
    const t = setTimeout(
      () =>
        startTransition(() => {
          applied.current = next;
          refetch({ tier: next.tier, search: next.search || null, stake: next.stake > 0 ? centsToMoney(next.stake) : null, first: PAGE_SIZE });
        }),
      wait,
    );
    return () => clearTimeout(t);
  }, [tier, deferredSearch, stake, refetch]);

  const items = (data.upgradeTargets.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const tabs: { id: string | null; label: ReactNode }[] = [
    { id: null, label: <FormattedMessage id="upgrade.tier.all" /> },
    ...tiers.map((t) => ({ id: t.id, label: <TierName tier={t} /> })),
  ];
  return (
    <>
      <div className="tier-tabs" role="group" aria-label={intl.formatMessage({ id: 'upgrade.target.tiers' })}>
        {tabs.map((t) => (
          <button
            key={t.id ?? 'all'}
            type="button"
            className={`tier-tab ${tier === t.id ? 'is-active' : ''}`}
            aria-pressed={tier === t.id}
            onClick={() => setTier(t.id)}
            data-testid="tier-tab"
          >
            {t.label}
          </button>
        ))}
      </div>
      <input
        className="field__input upgrade-search"
        type="search"
        value={search}
        placeholder={intl.formatMessage({ id: 'upgrade.target.search' })}
        aria-label={intl.formatMessage({ id: 'upgrade.target.search' })}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="target-search"
      />
      <p className="muted small" data-testid="target-count">
        {stake > 0 ? (
          <FormattedMessage id="upgrade.target.countPlayable" values={{ count: data.upgradeTargets.totalCount }} />
        ) : (
          <FormattedMessage id="upgrade.target.count" values={{ count: data.upgradeTargets.totalCount }} />
        )}
      </p>
      <div className={`pick-grid pick-grid--targets ${pending ? 'is-pending' : ''}`} data-testid="targets">
        {items.length === 0 && (
          <p className="muted">
            <FormattedMessage id="upgrade.target.empty" />
          </p>
        )}
        {items.map((it) => {
          const on = selected === it.marketHashName;
          const cents = moneyToCents(it.price);
          return (
            <button
              key={it.id}
              type="button"
              className={`target-pick ${on ? 'is-on' : ''}`}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onSelect({ marketHashName: it.marketHashName, rarity: it.rarity, image: it.image || null, price: cents })}
              data-testid="target-item"
              data-market-name={it.marketHashName}
            >
              <ItemCard item={it}>
                {stake > 0 && (
                  <span className="content-card__odds" data-testid="target-chance">
                    <FormattedNumber value={chanceFraction(rawChance(stake, cents, edgeBps))} style="percent" minimumFractionDigits={2} maximumFractionDigits={2} />
                  </span>
                )}
              </ItemCard>
            </button>
          );
        })}
      </div>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
