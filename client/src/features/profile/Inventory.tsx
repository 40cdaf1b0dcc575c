import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { ItemArt } from '../cases/ItemArt';
import { sellMutation } from '../cases/OpenResult';
import type { Inventory_query$key } from '../../__generated__/Inventory_query.graphql';
import type { InventoryPaginationQuery } from '../../__generated__/InventoryPaginationQuery.graphql';
import type { OpenResultSellMutation } from '../../__generated__/OpenResultSellMutation.graphql';
import type { InventorySellAllMutation } from '../../__generated__/InventorySellAllMutation.graphql';

export const PAGE_SIZE = 30;

const fragment = graphql`
  fragment Inventory_query on Query
  @refetchable(queryName: "InventoryPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }) {
    userDrops(userId: $userId, first: $first, after: $after) @connection(key: "Inventory_userDrops") {
      totalCount
      edges {
        node {
          id
          state
          price
          createdAt
          item {
            marketHashName
            rarity
            image
          }
          case {
            name
          }
        }
      }
    }
  }
`;

const sellAll = graphql`
  mutation InventorySellAllMutation {
    sellAllDrops {
      amount
      sold {
        id
        state
      }
      user {
        id
        balance
      }
    }
  }
`;

export function Inventory({ queryRef, isOwner }: { queryRef: Inventory_query$key; isOwner: boolean }) {
  const lang = useLang();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<InventoryPaginationQuery, Inventory_query$key>(fragment, queryRef);
  const [commitSell, selling] = useMutation<OpenResultSellMutation>(sellMutation);
  const [commitSellAll, sellingAll] = useMutation<InventorySellAllMutation>(sellAll);
  const [busy, setBusy] = useState<string | null>(null);
  const drops = (data.userDrops.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const active = drops.filter((d) => d.state === 'active');
  const activeSum = centsToMoney(active.reduce((s, d) => s + moneyToCents(d.price), 0));

  return (
    <section className="inventory" data-testid="inventory">
      <header className="inventory__head">
        <h2 className="section-title">
          <FormattedMessage id="inventory.title" values={{ count: data.userDrops.totalCount }} />
        </h2>
        {isOwner && active.length > 0 && (
          <Button
            size="medium"
            color="green"
            loading={sellingAll}
            onClick={() => commitSellAll({ variables: {}, onError: (e) => handleApiError(e) })}
            data-testid="sell-all"
          >
            <FormattedMessage id="inventory.sellAll" values={{ price: formatMoney(activeSum, lang) }} />
          </Button>
        )}
      </header>
      {drops.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="inventory.empty" />
        </p>
      ) : (
        <div className="inventory__grid">
          {drops.map((d) => (
            <div key={d.id} className={`inv-card rarity--${d.item.rarity} ${d.state !== 'active' ? 'is-done' : ''}`} data-testid="inventory-item">
              <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
              <div className="inv-card__name">{d.item.marketHashName}</div>
              <div className="inv-card__foot">
                <span className="inv-card__price">{formatMoney(d.price, lang)}</span>
                {isOwner && d.state === 'active' ? (
                  <Button
                    size="small"
                    color="green"
                    loading={selling && busy === d.id}
                    disabled={selling}
                    onClick={() => {
                      setBusy(d.id);
                      commitSell({
                        variables: { ids: [d.id] },
                        onCompleted: () => setBusy(null),
                        onError: (e) => {
                          setBusy(null);
                          handleApiError(e);
                        },
                      });
                    }}
                  >
                    <FormattedMessage id="inventory.sell" />
                  </Button>
                ) : (
                  <span className={`state state--${d.state}`}>
                    <FormattedMessage id={`drop.state.${d.state}`} />
                  </span>
                )}
              </div>
            </div>
          ))}
        </div>
      )}
      {hasNext && (
        <div className="row row--center">
          <Button size="medium" color="secondary" loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            <FormattedMessage id="inventory.more" />
          </Button>
        </div>
      )}
    </section>
  );
}
