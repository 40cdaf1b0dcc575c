import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { Modal } from '../../app/ui/Modal';
import { ItemArt } from '../../entities/item/ItemArt';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import { CRYPTO_TYPES, cryptoFieldError, walletReady, type CryptoType } from './tradeRules';
import type { TradeDialogsWithdrawMutation } from '../../__generated__/TradeDialogsWithdrawMutation.graphql';
import type { TradeDialogsCryptoMutation } from '../../__generated__/TradeDialogsCryptoMutation.graphql';
import type { TradeDialogsSwapMutation } from '../../__generated__/TradeDialogsSwapMutation.graphql';
import type { TradeDialogsVariantsQuery } from '../../__generated__/TradeDialogsVariantsQuery.graphql';
import { offerPushOnce } from '../push';

// The dialogs of an item's withdrawal and swap (docs/trades.md): a skin to
// the saved trade link (optionally waiting for stock), a crypto payout, a
// swap for one of the server's variants. Each calls onDone once the server
// said yes; a refusal shows where it belongs (the wallet's next to its
// field, the rest through the error catalogue: trades blocked, limits...).

export interface DialogItem {
  id: string;
  price: unknown;
  marketHashName: string;
  rarity: string;
  image: string;
}

const withdrawMutation = graphql`
  mutation TradeDialogsWithdrawMutation($id: ID!, $deferred: Boolean) {
    withdrawDrop(id: $id, deferred: $deferred) {
      id
      dropId
      state
      kind
    }
  }
`;

const cryptoMutation = graphql`
  mutation TradeDialogsCryptoMutation($id: ID!, $type: String!, $wallet: String!) {
    withdrawDropCrypto(id: $id, type: $type, wallet: $wallet) {
      id
      dropId
      state
      kind
    }
  }
`;

const variantsQuery = graphql`
  query TradeDialogsVariantsQuery($id: ID!) {
    swapVariants(id: $id) {
      id
      marketHashName
      rarity
      image
      price
    }
  }
`;

const swapMutation = graphql`
  mutation TradeDialogsSwapMutation($id: ID!, $marketHashName: String!) {
    swapDrop(id: $id, marketHashName: $marketHashName) {
      id
      state
      price
      item {
        marketHashName
      }
      # The difference is credited: the header's balance follows.
      user {
        id
        balance
      }
    }
  }
`;

/** Marks the drop withdrawn in the store (the subscription says it too, later). */
function markAccepted(store: { get: (id: string) => { getType: () => string; setValue: (v: unknown, k: string) => unknown } | null | undefined }, dropId: string) {
  const rec = store.get(dropId);
  if (rec && rec.getType() === 'Drop') rec.setValue('accepted', 'state');
}

function ItemLine({ item }: { item: DialogItem }) {
  const lang = useLang();
  const itemName = useItemName();
  return (
    <div className="trade-dialog__item">
      <ItemArt name={item.marketHashName} rarity={item.rarity} image={item.image} />
      <div>
        <div className="inv-card__name">{itemName(item.marketHashName)}</div>
        <div className="inv-card__price">{formatMoney(item.price as string, lang)}</div>
      </div>
    </div>
  );
}

/** Withdraw a skin to the saved trade link; without one, a link to the settings. */
export function WithdrawDialog({ item, tradeLink, suggestDeferred, onClose, onDone }: { item: DialogItem; tradeLink: string; suggestDeferred: boolean; onClose: () => void; onDone: () => void }) {
  const [deferred, setDeferred] = useState(suggestDeferred);
  const [commit, sending] = useMutation<TradeDialogsWithdrawMutation>(withdrawMutation);
  const submit = () =>
    commit({
      variables: { id: item.id, deferred },
      updater: (store) => markAccepted(store as never, item.id),
      onCompleted: () => {
        onDone();
        offerPushOnce(); // the first withdrawal: offer to hear when it is sent
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <Modal
      title={<FormattedMessage id="inventory.withdraw.title" />}
      onClose={onClose}
      className="trade-dialog"
      footer={
        tradeLink ? (
          <Button size="medium" loading={sending} onClick={submit} data-testid="withdraw-confirm">
            <FormattedMessage id="inventory.withdraw.confirm" />
          </Button>
        ) : null
      }
    >
      <div data-testid="withdraw-dialog">
        <ItemLine item={item} />
        {tradeLink ? (
          <>
            <p className="muted">
              <FormattedMessage id="inventory.withdraw.text" />
            </p>
            <label className="trade-dialog__check">
              <input type="checkbox" checked={deferred} onChange={(e) => setDeferred(e.target.checked)} data-testid="withdraw-deferred" />{' '}
              <FormattedMessage id="inventory.withdraw.deferred" />
            </label>
          </>
        ) : (
          <p className="trade-dialog__prompt" role="alert" data-testid="trade-link-missing">
            <FormattedMessage id="inventory.withdraw.noTradeLink" />{' '}
            <a className="link" href="#trade-link" onClick={onClose} data-testid="trade-link-goto">
              <FormattedMessage id="inventory.withdraw.setTradeLink" />
            </a>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** Pay the item's value out in crypto: the type and the wallet, checked by the server. */
export function CryptoDialog({ item, onClose, onDone }: { item: DialogItem; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [type, setType] = useState<CryptoType>('btc');
  const [wallet, setWallet] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, sending] = useMutation<TradeDialogsCryptoMutation>(cryptoMutation);
  const submit = () =>
    commit({
      variables: { id: item.id, type, wallet: wallet.trim() },
      updater: (store) => markAccepted(store as never, item.id),
      onCompleted: () => onDone(),
      onError: (e) => {
        const err = asApiError(e);
        if (cryptoFieldError(err.code)) {
          // The server's own words: which checksum or type it refused.
          console.warn('[crypto]', err.code, err.message);
          setRefusal(err.code === 'api.invalid_wallet' ? intl.formatMessage({ id: 'inventory.crypto.invalidWallet' }) : err.message);
        } else handleApiError(e);
      },
    });
  return (
    <Modal
      title={<FormattedMessage id="inventory.crypto.title" />}
      onClose={onClose}
      className="trade-dialog"
      footer={
        <Button size="medium" loading={sending} disabled={!walletReady(wallet)} onClick={submit} data-testid="crypto-confirm">
          <FormattedMessage id="inventory.crypto.confirm" />
        </Button>
      }
    >
      <form
        data-testid="crypto-dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (walletReady(wallet)) submit();
        }}
      >
        <ItemLine item={item} />
        <fieldset className="trade-dialog__types">
          <legend>
            <FormattedMessage id="inventory.crypto.type" />
          </legend>
          {CRYPTO_TYPES.map((t) => (
            <label key={t} className="trade-dialog__type">
              <input
                type="radio"
                name="crypto-type"
                value={t}
                checked={type === t}
                onChange={() => {
                  setType(t);
                  setRefusal(null);
                }}
                data-testid={`crypto-type-${t}`}
              />{' '}
              {t.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <span className={`field field--large ${refusal ? 'field--error' : ''}`}>
          <input
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            value={wallet}
            placeholder={intl.formatMessage({ id: 'inventory.crypto.wallet' })}
            aria-label={intl.formatMessage({ id: 'inventory.crypto.wallet' })}
            aria-invalid={!!refusal}
            data-testid="crypto-wallet"
            onChange={(e) => {
              setWallet(e.target.value);
              setRefusal(null);
            }}
          />
          {refusal && (
            <span className="field__error" role="alert" data-testid="crypto-error">
              {refusal}
            </span>
          )}
        </span>
      </form>
    </Modal>
  );
}

function Variants({ item, onDone }: { item: DialogItem; onDone: (name: string) => void }) {
  const lang = useLang();
  const itemName = useItemName();
  const data = useLazyLoadQuery<TradeDialogsVariantsQuery>(variantsQuery, { id: item.id }, { fetchPolicy: 'network-only' });
  const [commit, swapping] = useMutation<TradeDialogsSwapMutation>(swapMutation);
  const [chosen, setChosen] = useState<string | null>(null);
  if (data.swapVariants.length === 0)
    return (
      <p className="muted" data-testid="swap-none">
        <FormattedMessage id="inventory.swap.none" />
      </p>
    );
  const swap = (name: string) => {
    setChosen(name);
    commit({
      variables: { id: item.id, marketHashName: name },
      updater: (store) => {
        const rec = store.get(item.id);
        if (rec && rec.getType() === 'Drop') rec.setValue('swapped', 'state');
      },
      onCompleted: () => onDone(name),
      onError: (e) => {
        setChosen(null);
        handleApiError(e);
      },
    });
  };
  return (
    <ul className="swap-variants" data-testid="swap-variants">
      {data.swapVariants.map((v) => (
        <li key={v.id} className={`swap-variant rarity--${v.rarity}`} data-testid="swap-variant" data-market-name={v.marketHashName}>
          <ItemArt name={v.marketHashName} rarity={v.rarity} image={v.image} />
          <span className="inv-card__name">{itemName(v.marketHashName)}</span>
          <span className="inv-card__price">{formatMoney(v.price, lang)}</span>
          <Button size="small" loading={swapping && chosen === v.marketHashName} disabled={swapping} onClick={() => swap(v.marketHashName)} data-testid="swap-choose">
            <FormattedMessage id="inventory.swap.choose" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Swap the item for a variant worth 90% to 100% of it; the difference is credited. */
export function SwapDialog({ item, onClose, onDone }: { item: DialogItem; onClose: () => void; onDone: (name: string) => void }) {
  return (
    <Modal title={<FormattedMessage id="inventory.swap.title" />} onClose={onClose} className="trade-dialog">
      <div data-testid="swap-dialog">
        <ItemLine item={item} />
        <p className="muted">
          <FormattedMessage id="inventory.swap.text" />
        </p>
        <Suspense
          fallback={
            <p className="muted">
              <FormattedMessage id="inventory.swap.loading" />
            </p>
          }
        >
          <Variants item={item} onDone={onDone} />
        </Suspense>
      </div>
    </Modal>
  );
}
