import { useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { LoadMore } from '../../app/ui/LoadMore';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { ItemArt } from '../../entities/item/ItemArt';
import { useSellDrops } from './sellDrops';
import type { MessageId } from '../../i18n/messageIds';
import type { DropState, Inventory_query$key } from '../../__generated__/Inventory_query.graphql';
import type { InventoryPaginationQuery } from '../../__generated__/InventoryPaginationQuery.graphql';
import type { InventorySellAllMutation } from '../../__generated__/InventorySellAllMutation.graphql';
import { useItemName } from '../../i18n/labels';

import './inventory.css';

export const PAGE_SIZE = 30;

const STATE_LABEL: Record<DropState, MessageId> = {
  active: 'inventory.state.active',
  sold: 'inventory.state.sold',
  reserved: 'inventory.state.reserved',
  accepted: 'inventory.state.accepted',
  swapped: 'inventory.state.swapped',
  declined: 'inventory.state.declined',
  upgraded: 'inventory.state.upgraded',
  contracted: 'inventory.state.contracted',
  changed: 'inventory.state.changed',
};

const fragment = graphql`
  fragment Inventory_query on Query
  @refetchable(queryName: "InventoryPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }) {
    # The header's count is the server's; open and sell payloads return it.
    user(id: $userId) {
      id
      heldCount
    }
    userDrops(userId: $userId, first: $first, after: $after) @connection(key: "Inventory_userDrops") {
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
        heldCount
      }
    }
  }
`;

/** reloadKey changes when the list must be read again (a drop won on the page). */
export function Inventory({ queryRef, isOwner, reloadKey = 0 }: { queryRef: Inventory_query$key; isOwner: boolean; reloadKey?: number }) {
  const lang = useLang();
  const itemName = useItemName();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<InventoryPaginationQuery, Inventory_query$key>(fragment, queryRef);
  const [, startTransition] = useTransition();
  const seen = useRef(reloadKey);
  useEffect(() => {
    if (seen.current === reloadKey) return;
    seen.current = reloadKey;
    startTransition(() => {
      refetch({ first: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [reloadKey, refetch]);
  const [sell, selling] = useSellDrops();
  const [commitSellAll, sellingAll] = useMutation<InventorySellAllMutation>(sellAll);
  const [busy, setBusy] = useState<string | null>(null);
  const drops = (data.userDrops.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const active = drops.filter((d) => d.state === 'active');
  const activeSum = centsToMoney(active.reduce((s, d) => s + moneyToCents(d.price), 0));

  return (
    <section className="inventory" data-testid="inventory">
      <header className="inventory__head">
        <h2 className="section-title">
          <FormattedMessage id="inventory.title" values={{ count: data.user?.heldCount ?? 0 }} />
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
              <div className="inv-card__name">{itemName(d.item.marketHashName)}</div>
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
                      sell([d.id], () => setBusy(null));
                    }}
                  >
                    <FormattedMessage id="inventory.sell" />
                  </Button>
                ) : (
                  <span className={`state state--${d.state}`}>
                    <FormattedMessage id={STATE_LABEL[d.state]} />
                  </span>
                )}
              </div>
            </div>
          ))}
        </div>
      )}
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </section>
  );
}
