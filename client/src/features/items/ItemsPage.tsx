import { useDeferredValue, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney } from '../../i18n/money';
import { ItemArt } from '../cases/ItemArt';
import { splitName } from '../cases/rarity';
import type { ItemsPageQuery } from '../../__generated__/ItemsPageQuery.graphql';
import type { ItemsPage_query$key } from '../../__generated__/ItemsPage_query.graphql';
import type { ItemsPagePaginationQuery } from '../../__generated__/ItemsPagePaginationQuery.graphql';
import './items.css';

export const ITEMS_PAGE = 30;

const query = graphql`
  query ItemsPageQuery {
    ...ItemsPage_query
  }
`;

const fragment = graphql`
  fragment ItemsPage_query on Query
  @refetchable(queryName: "ItemsPagePaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }, search: { type: "String" }) {
    items(first: $first, after: $after, search: $search) @connection(key: "ItemsPage_items", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          staticName
          marketHashName
          stattrak
          rarity
          price
          image
        }
      }
    }
  }
`;

/** The skin catalogue: searchable, 30 at a time. */
export default function ItemsPage() {
  const intl = useIntl();
  const lang = useLang();
  const root = useLazyLoadQuery<ItemsPageQuery>(query, {});
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ItemsPagePaginationQuery, ItemsPage_query$key>(fragment, root);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [pending, startTransition] = useTransition();
  const applied = useRef('');
  useDocumentTitle(intl.formatMessage({ id: 'page.items' }));

  useEffect(() => {
    if (deferred === applied.current) return;
    // Waits for typing to pause before asking the server.
    const t = setTimeout(
      () =>
        startTransition(() => {
          applied.current = deferred;
          refetch({ search: deferred || null, first: ITEMS_PAGE });
        }),
      300,
    );
    return () => clearTimeout(t);
  }, [deferred, refetch]);

  const items = (data.items.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className="page items-page" data-testid="items-page">
      <header className="items-page__head">
        <h1 className="page__title">
          <FormattedMessage id="page.items" />
        </h1>
        <span className="muted">
          <FormattedMessage id="items.count" values={{ count: data.items.totalCount }} />
        </span>
      </header>
      <input
        className="field__input items-page__search"
        type="search"
        value={search}
        placeholder={intl.formatMessage({ id: 'items.search' })}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="items-search"
      />
      <div className={`items-grid ${pending ? 'is-pending' : ''}`}>
        {items.length === 0 && (
          <p className="muted">
            <FormattedMessage id="items.empty" />
          </p>
        )}
        {items.map((it) => {
          const { weapon, skin, wear } = splitName(it.marketHashName);
          return (
            <LLink key={it.id} to={`/items/${it.staticName}`} className={`content-card rarity--${it.rarity}`} data-testid="catalog-item">
              <ItemArt name={it.marketHashName} rarity={it.rarity} image={it.image} />
              <div className="content-card__info">
                <span className="content-card__weapon">
                  {it.stattrak && <span className="stattrak">ST™ </span>}
                  {weapon}
                </span>
                <span className="content-card__skin">{skin || weapon}</span>
                {wear && <span className="content-card__wear">{wear}</span>}
              </div>
              <div className="content-card__foot">
                <span className="content-card__price">{formatMoney(it.price, lang)}</span>
              </div>
            </LLink>
          );
        })}
      </div>
      {hasNext && (
        <div className="row row--center">
          <Button size="medium" color="secondary" loading={isLoadingNext} onClick={() => loadNext(ITEMS_PAGE)}>
            <FormattedMessage id="inventory.more" />
          </Button>
        </div>
      )}
    </div>
  );
}
