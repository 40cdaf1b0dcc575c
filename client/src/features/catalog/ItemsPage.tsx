import { useDeferredValue, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { LoadMore } from '../../app/ui/LoadMore';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { ItemCard } from '../../entities/item/ItemCard';
import type { ScreenProps } from '../../app/routing/preload';
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
          ...ItemCard_item
        }
      }
    }
  }
`;

/** The skin catalogue: searchable, 30 at a time. */
export default function ItemsPage({ queryRef }: ScreenProps<ItemsPageQuery>) {
  const intl = useIntl();
  const root = usePreloadedQuery<ItemsPageQuery>(query, queryRef);
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
          <FormattedMessage id="catalog.items.count" values={{ count: data.items.totalCount }} />
        </span>
      </header>
      <input
        className="field__input items-page__search"
        type="search"
        value={search}
        placeholder={intl.formatMessage({ id: 'catalog.items.search' })}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="items-search"
      />
      <div className={`items-grid ${pending ? 'is-pending' : ''}`}>
        {items.length === 0 && (
          <p className="muted">
            <FormattedMessage id="catalog.items.empty" />
          </p>
        )}
        {items.map((it) => (
          <ItemCard key={it.id} item={it} to={`/items/${it.staticName}`} testId="catalog-item" />
        ))}
      </div>
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(ITEMS_PAGE)} />
    </div>
  );
}
