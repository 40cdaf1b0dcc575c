import { useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { LoadMore } from '../../app/ui/LoadMore';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { ItemArt } from '../../entities/item/ItemArt';
import { useSellDrops } from '../../entities/drop/sellDrops';
import type { Inventory_query$key } from '../../__generated__/Inventory_query.graphql';
import type { InventoryPaginationQuery } from '../../__generated__/InventoryPaginationQuery.graphql';
import type { InventorySellAllMutation } from '../../__generated__/InventorySellAllMutation.graphql';
import type { InventoryOpenWonCaseMutation, InventoryOpenWonCaseMutation$data } from '../../__generated__/InventoryOpenWonCaseMutation.graphql';
import { useItemName } from '../../i18n/labels';
import { TradeActions, TradesProvider, TradeStatus, useTrades } from './InventoryTrades';
import { itemActions } from './tradeRules';
import { dropStateLabel } from './states';

import './inventory.css';

export const PAGE_SIZE = 30;

const fragment = graphql`
  fragment Inventory_query on Query
  @refetchable(queryName: "InventoryPaginationQuery")
  @argumentDefinitions(userId: { type: "ID!" }, first: { type: "Int", defaultValue: 30 }, after: { type: "Cursor" }) {
    # The header's count is the server's; open and sell payloads return it.
    user(id: $userId) {
      id
      heldCount
    }
    # The owner's trade link: a skin withdrawal needs it.
    me {
      id
      tradeofferUrl
    }
    userDrops(userId: $userId, first: $first, after: $after) @connection(key: "Inventory_userDrops") {
      edges {
        node {
          id
          state
          price
          createdAt
          playsLeft
          item {
            marketHashName
            rarity
            image
            category
            opensCase {
              id
              name
            }
          }
          case {
            name
          }
        }
      }
    }
  }
`;

// A container item (item.opensCase) is a case won as a drop: it opens here,
// free, into the items of its case.
const openWonCase = graphql`
  mutation InventoryOpenWonCaseMutation($input: OpenWonCaseInput!) {
    openWonCase(input: $input) {
      drops {
        id
        state
        price
        item {
          marketHashName
          rarity
          image
        }
      }
      user {
        id
        balance
        heldCount
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
  const [commitOpenWon, openingWon] = useMutation<InventoryOpenWonCaseMutation>(openWonCase);
  const [busy, setBusy] = useState<string | null>(null);
  const [won, setWon] = useState<InventoryOpenWonCaseMutation$data['openWonCase']['drops'] | null>(null);
  const readAgain = () =>
    startTransition(() => {
      refetch({ first: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  const openContainer = (dropId: string) => {
    setBusy(dropId);
    commitOpenWon({
      variables: { input: { dropId } },
      onCompleted: (res) => {
        setBusy(null);
        setWon([...res.openWonCase.drops]);
        // The container is now opened and its items are new drops.
        readAgain();
      },
      onError: (e) => {
        setBusy(null);
        readAgain();
        handleApiError(e);
      },
    });
  };
  const drops = (data.userDrops.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const active = drops.filter((d) => d.state === 'active');
  const activeSum = centsToMoney(active.reduce((s, d) => s + moneyToCents(d.price), 0));

  const grid = (
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
      {won && (
        <div className="won-case" data-testid="won-case-result" aria-live="polite">
          <h3 className="won-case__title">
            <FormattedMessage id="inventory.wonCase.title" />
          </h3>
          <div className="inventory__grid">
            {won.map((d) => (
              <div key={d.id} className={`inv-card rarity--${d.item.rarity}`} data-testid="won-item" data-market-name={d.item.marketHashName}>
                <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
                <div className="inv-card__name">{itemName(d.item.marketHashName)}</div>
                <span className="inv-card__price">{formatMoney(d.price, lang)}</span>
              </div>
            ))}
          </div>
          <Button size="small" color="secondary" onClick={() => setWon(null)} data-testid="won-case-close">
            <FormattedMessage id="common.ok" />
          </Button>
        </div>
      )}
      {drops.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="inventory.empty" />
        </p>
      ) : (
        <div className="inventory__grid">
          {drops.map((d) => (
            <div key={d.id} className={`inv-card rarity--${d.item.rarity} ${d.state !== 'active' ? 'is-done' : ''}`} data-testid="inventory-item" data-drop-id={d.id} data-state={d.state} data-market-name={d.item.marketHashName}>
              <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
              <div className="inv-card__name">{itemName(d.item.marketHashName)}</div>
              <div className="inv-card__foot">
                <span className="inv-card__price">{formatMoney(d.price, lang)}</span>
                {isOwner && d.state === 'active' && d.item.opensCase ? (
                  <Button
                    size="small"
                    color="primary"
                    loading={openingWon && busy === d.id}
                    disabled={openingWon}
                    onClick={() => openContainer(d.id)}
                    title={d.item.opensCase.name}
                    data-testid="open-won-case"
                  >
                    <FormattedMessage id="inventory.openCase" />
                  </Button>
                ) : isOwner && d.state === 'active' ? (
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
                ) : d.state === 'used' && d.item.category === 'boost' ? (
                  <span className="state state--used" data-testid="plays-left">
                    <FormattedMessage id="inventory.playsLeft" values={{ count: d.playsLeft ?? 0 }} />
                  </span>
                ) : (
                  <span className={`state state--${d.state}`}>
                    <FormattedMessage id={dropStateLabel(d.state)} />
                  </span>
                )}
              </div>
              {isOwner && (
                <ItemTrades
                  drop={{ id: d.id, state: d.state, price: d.price, isContainer: !!d.item.opensCase, ...d.item }}
                  tradeLink={data.me?.tradeofferUrl ?? ''}
                  onSwapped={readAgain}
                />
              )}
            </div>
          ))}
        </div>
      )}
      <LoadMore hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </section>
  );
  // The owner's withdrawals and the live drop states: only on their own profile.
  return isOwner ? <TradesProvider>{grid}</TradesProvider> : grid;
}

interface TradeDrop {
  id: string;
  state: string;
  price: unknown;
  isContainer: boolean;
  marketHashName: string;
  rarity: string;
  image: string;
}

/** An owner's item: its withdraw / crypto / swap / decline buttons and its withdrawal's state. */
function ItemTrades({ drop, tradeLink, onSwapped }: { drop: TradeDrop; tradeLink: string; onSwapped: () => void }) {
  const { latest } = useTrades();
  // Open and sell are the card's own buttons above.
  const actions = itemActions({ state: drop.state, isContainer: drop.isContainer, trade: latest.get(drop.id) }, true).filter((a) => a !== 'open' && a !== 'sell');
  if (actions.length === 0 && !latest.has(drop.id)) return null;
  return (
    <div className="inv-card__trade" data-testid="item-trade">
      {actions.length > 0 && (
        <div className="inv-card__actions">
          <TradeActions item={drop} actions={actions} tradeLink={tradeLink} onSwapped={onSwapped} />
        </div>
      )}
      <TradeStatus dropId={drop.id} />
    </div>
  );
}
