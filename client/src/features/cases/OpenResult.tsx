import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { ItemArt } from './ItemArt';
import { splitName } from './rarity';
import type { OpenResultSellMutation } from '../../__generated__/OpenResultSellMutation.graphql';

export interface WonDrop {
  id: string;
  state: string;
  price: string;
  nonce: number;
  cursor: number;
  item: { id: string; marketHashName: string; rarity: string; image?: string | null; price: string };
}

export const sellMutation = graphql`
  mutation OpenResultSellMutation($ids: [ID!]!) {
    sellDrops(ids: $ids) {
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

/** The won items: sell each (or all) for balance, or keep them in the inventory. */
export function OpenResult({ drops, onAgain }: { drops: WonDrop[]; onAgain: () => void }) {
  const lang = useLang();
  const [commitSell, selling] = useMutation<OpenResultSellMutation>(sellMutation);
  const [sold, setSold] = useState<Set<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const unsold = drops.filter((d) => !sold.has(d.id));
  const unsoldTotal = centsToMoney(unsold.reduce((s, d) => s + moneyToCents(d.price), 0));

  const sell = (ids: string[]) => {
    setBusyId(ids.length === 1 ? ids[0] : 'all');
    commitSell({
      variables: { ids },
      onCompleted: (res) => {
        setSold((prev) => new Set([...prev, ...res.sellDrops.sold.map((d) => d.id)]));
        setBusyId(null);
      },
      onError: (e) => {
        setBusyId(null);
        handleApiError(e);
      },
    });
  };

  return (
    <div className="result" data-testid="open-result" aria-live="polite">
      <div className={`result__grid ${drops.length === 1 ? 'result__grid--single' : ''}`}>
        {drops.map((d) => {
          const { weapon, skin } = splitName(d.item.marketHashName);
          const isSold = sold.has(d.id);
          return (
            <div key={d.id} className={`result-card rarity--${d.item.rarity} ${isSold ? 'is-sold' : ''}`} data-testid="won-item" data-market-name={d.item.marketHashName}>
              <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
              <div className="result-card__name" data-testid="won-name">
                <span className="muted">{weapon}</span> {skin}
              </div>
              <div className="result-card__price">{formatMoney(d.price, lang)}</div>
              {isSold ? (
                <span className="result-card__sold" data-testid="sold-label">
                  <FormattedMessage id="result.sold" />
                </span>
              ) : (
                <Button size="small" color="green" loading={selling && busyId === d.id} disabled={selling} onClick={() => sell([d.id])} data-testid="sell-drop">
                  <FormattedMessage id="result.sell" values={{ price: formatMoney(d.price, lang) }} />
                </Button>
              )}
            </div>
          );
        })}
      </div>
      <div className="result__actions">
        {unsold.length > 1 && (
          <Button size="large" color="green" loading={selling && busyId === 'all'} disabled={selling} onClick={() => sell(unsold.map((d) => d.id))}>
            <FormattedMessage id="result.sellAll" values={{ price: formatMoney(unsoldTotal, lang) }} />
          </Button>
        )}
        <Button size="large" color="secondary" onClick={onAgain} data-testid="keep">
          {unsold.length ? <FormattedMessage id="result.keep" /> : <FormattedMessage id="result.again" />}
        </Button>
      </div>
    </div>
  );
}
