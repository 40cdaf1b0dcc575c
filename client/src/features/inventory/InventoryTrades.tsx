import { createContext, memo, Suspense, useContext, useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatWhen } from '../../i18n/dates';
import { CryptoDialog, SwapDialog, WithdrawDialog, type DialogItem } from './TradeDialogs';
import { dropHistory, latestByDrop, offerUrl, reasonLabel, suggestDeferred, tradeStateLabel, type ItemAction, type Trade } from './tradeRules';
import type { InventoryTradesQuery } from '../../__generated__/InventoryTradesQuery.graphql';
import type { InventoryTradesSubscription } from '../../__generated__/InventoryTradesSubscription.graphql';
import type { InventoryTradesDeclineMutation } from '../../__generated__/InventoryTradesDeclineMutation.graphql';

// The owner's withdrawals beside the inventory: the trades under way and the
// recent ones (each item's short history), read again on every change of a
// drop's state (dropStateChanged, which also moves the drop's card at once).

const query = graphql`
  query InventoryTradesQuery {
    tradeStates {
      id
      dropId
      state
      kind
      reason
      tradeofferId
      createdAt
      updatedAt
    }
    withdrawals(page: 1, limit: 50) {
      items {
        id
        dropId
        state
        kind
        reason
        tradeofferId
        createdAt
        updatedAt
      }
    }
  }
`;

const subscription = graphql`
  subscription InventoryTradesSubscription {
    dropStateChanged {
      dropId
      state
    }
  }
`;

const declineMutation = graphql`
  mutation InventoryTradesDeclineMutation($id: ID!) {
    declineWithdrawal(id: $id) {
      id
      state
    }
  }
`;

interface Trades {
  all: readonly Trade[];
  latest: Map<string, Trade>;
  /** Read the withdrawals again. */
  refresh: () => void;
}

const EMPTY: Trades = { all: [], latest: new Map(), refresh: () => {} };
const Ctx = createContext<Trades>(EMPTY);

export const useTrades = () => useContext(Ctx);

type Loaded = Omit<Trades, 'refresh'>;
const NONE: Loaded = { all: [], latest: new Map() };

/**
 * Reads the withdrawals and hands them up; renders nothing, so its suspending
 * leaves the cards alone. Memoized: it renders again only for a new fetchKey,
 * not for the state it hands up.
 */
const TradesLoader = memo(function TradesLoader({ fetchKey, onLoad }: { fetchKey: number; onLoad: (t: Loaded) => void }) {
  const data = useLazyLoadQuery<InventoryTradesQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' });
  useEffect(() => {
    const all = [...data.tradeStates, ...data.withdrawals.items];
    onLoad({ all, latest: latestByDrop(all) });
  }, [data, onLoad]);
  return null;
});

/**
 * Provides the owner's withdrawals to the cards below; follows
 * dropStateChanged. The cards never wait for them (nor remount when they
 * arrive, which would close a dialog opened meanwhile): until then they see
 * no withdrawals.
 */
export function TradesProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(NONE);
  const [, startTransition] = useTransition();
  const refresh = useMemo(() => () => startTransition(() => setFetchKey((k) => k + 1)), []);
  const config = useMemo<GraphQLSubscriptionConfig<InventoryTradesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const ev = data?.dropStateChanged;
        if (!ev) return;
        const rec = store.get(ev.dropId);
        if (rec && rec.getType() === 'Drop') rec.setValue(ev.state, 'state');
      },
      onNext: () => refresh(),
      onError: (e) => console.warn('[trades] subscription', e),
    }),
    [refresh],
  );
  useSubscription(config);
  const value = useMemo(() => ({ ...loaded, refresh }), [loaded, refresh]);
  return (
    <Ctx.Provider value={value}>
      <Suspense fallback={null}>
        <TradesLoader fetchKey={fetchKey} onLoad={setLoaded} />
      </Suspense>
      {children}
    </Ctx.Provider>
  );
}

/** An item's withdrawal: its state, the offer to answer, a short history. */
export function TradeStatus({ dropId }: { dropId: string }) {
  const lang = useLang();
  const { all } = useTrades();
  const history = dropHistory(all, dropId);
  if (history.length === 0) return null;
  const [last] = history;
  const offer = offerUrl(last);
  return (
    <div className="trade-status" data-testid="trade-status" data-state={last.state}>
      <span className={`state state--trade-${last.state}`} data-testid="trade-state">
        <FormattedMessage id={tradeStateLabel(last.state)} />
      </span>
      {offer && (
        <a className="link" href={offer} target="_blank" rel="noreferrer noopener" data-testid="trade-offer-link">
          <FormattedMessage id="inventory.trade.offer" />
        </a>
      )}
      <ol className="trade-status__history" data-testid="trade-history">
        {history.map((t) => {
          const reason = reasonLabel(t.reason);
          return (
            <li key={t.id}>
              <FormattedMessage id={t.kind === 'crypto' ? 'inventory.trade.kind.crypto' : 'inventory.trade.kind.skin'} />
              {' · '}
              <FormattedMessage id={tradeStateLabel(t.state)} />
              {reason && (
                <>
                  {' · '}
                  <FormattedMessage id={reason} />
                </>
              )}
              <span className="muted"> {formatWhen(t.updatedAt as string, lang, true)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

type Dialog = 'withdraw' | 'crypto' | 'swap' | null;

/** The withdrawal and swap buttons of an item, and their dialogs. */
export function TradeActions({ item, actions, tradeLink, onSwapped }: { item: DialogItem; actions: ItemAction[]; tradeLink: string; onSwapped: () => void }) {
  const { latest, refresh } = useTrades();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [commitDecline, declining] = useMutation<InventoryTradesDeclineMutation>(declineMutation);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    refresh();
  };
  return (
    <>
      {actions.includes('withdraw') && (
        <Button size="small" color="primary" onClick={() => setDialog('withdraw')} data-testid="withdraw">
          <FormattedMessage id="inventory.withdraw" />
        </Button>
      )}
      {actions.includes('crypto') && (
        <Button size="small" color="secondary" onClick={() => setDialog('crypto')} data-testid="withdraw-crypto">
          <FormattedMessage id="inventory.withdrawCrypto" />
        </Button>
      )}
      {actions.includes('swap') && (
        <Button size="small" color="secondary" onClick={() => setDialog('swap')} data-testid="swap">
          <FormattedMessage id="inventory.swap" />
        </Button>
      )}
      {actions.includes('decline') && (
        <Button
          size="small"
          color="ghost"
          loading={declining}
          onClick={() =>
            commitDecline({
              variables: { id: item.id },
              onCompleted: () => refresh(),
              onError: (e) => handleApiError(e),
            })
          }
          data-testid="decline-withdrawal"
        >
          <FormattedMessage id="inventory.decline" />
        </Button>
      )}
      {dialog === 'withdraw' && <WithdrawDialog item={item} tradeLink={tradeLink} suggestDeferred={suggestDeferred(latest.get(item.id))} onClose={close} onDone={done} />}
      {dialog === 'crypto' && <CryptoDialog item={item} onClose={close} onDone={done} />}
      {dialog === 'swap' && (
        <SwapDialog
          item={item}
          onClose={close}
          onDone={() => {
            setDialog(null);
            onSwapped();
          }}
        />
      )}
    </>
  );
}
