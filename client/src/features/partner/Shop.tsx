import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { ItemArt } from '../../entities/item/ItemArt';
import { formatMoney, moneyToCents } from '../../i18n/money';
import { linkPartner } from './store';
import type { ShopQuery } from '../../__generated__/ShopQuery.graphql';
import type { ShopBuyMutation } from '../../__generated__/ShopBuyMutation.graphql';

const query = graphql`
  query ShopQuery {
    partnerShop {
      price
      item {
        id
        marketHashName
        name
        rarity
        image
      }
    }
    partner {
      partnerBalance
    }
  }
`;

const buy = graphql`
  mutation ShopBuyMutation($marketHashName: String!) {
    buyPartnerShopItem(marketHashName: $marketHashName) {
      drop {
        id
      }
      partner {
        ...BalanceCard_partner
        ...Levels_partner
        ...CodeCard_partner
        partnerBalance
      }
    }
  }
`;

/** Skins paid for with partner balance; a purchase lands in the inventory. */
export function PartnerShop({ onBought }: { onBought: () => void }) {
  const lang = useLang();
  const data = useLazyLoadQuery<ShopQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [commit] = useMutation<ShopBuyMutation>(buy);
  const [buying, setBuying] = useState<string | null>(null);
  const balance = moneyToCents(data.partner?.partnerBalance);
  const purchase = (name: string) => {
    setBuying(name);
    commit({
      variables: { marketHashName: name },
      updater: (store) => linkPartner(store, 'buyPartnerShopItem'),
      onCompleted: () => {
        setBuying(null);
        ui.notify({ tone: 'success', text: { id: 'partner.shop.bought', values: { name } } });
        onBought();
      },
      onError: (e) => {
        setBuying(null);
        handleApiError(e);
      },
    });
  };
  return (
    <section className="partner-section" data-testid="partner-shop">
      <h2 className="section-title">
        <FormattedMessage id="partner.shop.title" />
      </h2>
      {data.partnerShop.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="partner.shop.empty" />
        </p>
      ) : (
        <ul className="partner-shop">
          {data.partnerShop.map((s) => (
            <li key={s.item.id} className="partner-shop__item" data-testid="partner-shop-item">
              <ItemArt name={s.item.name} rarity={s.item.rarity} image={s.item.image} compact />
              <span className="partner-shop__name">{s.item.name}</span>
              <Button
                size="small"
                loading={buying === s.item.marketHashName}
                disabled={buying !== null || balance < moneyToCents(s.price)}
                onClick={() => purchase(s.item.marketHashName)}
                data-testid="partner-shop-buy"
              >
                {formatMoney(s.price, lang)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
