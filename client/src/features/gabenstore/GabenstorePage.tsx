import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { asApiError } from '../../app/errors/ApiError';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { ItemArt } from '../../entities/item/ItemArt';
import { useItemName } from '../../i18n/labels';
import { formatCount } from '../../i18n/money';
import { formatDay } from '../../i18n/dates';
import { useLang } from '../../app/routing/lang';
import type { GabenstorePageQuery, GabenstorePageQuery$data } from '../../__generated__/GabenstorePageQuery.graphql';
import type { GabenstorePageBuyCaseMutation } from '../../__generated__/GabenstorePageBuyCaseMutation.graphql';
import type { GabenstorePageBuySkinMutation } from '../../__generated__/GabenstorePageBuySkinMutation.graphql';
import type { GabenstorePageBuyCustomizationMutation } from '../../__generated__/GabenstorePageBuyCustomizationMutation.graphql';
import type { MessageId } from '../../i18n/messageIds';
import './gabenstore.css';

// The event store (gaben/store): customizations, reward cases and skins paid
// from the event balance that paid play earns. The server decides stock,
// price and ownership; after a purchase the store is read again. A failed
// customization purchase shows the server's own text (spec 8).

const query = graphql`
  query GabenstorePageQuery {
    siteEvents {
      events {
        type
        finishAt
      }
    }
    gabenstore {
      eventShopBalance
      restricted
      customizations {
        offerId: id
        price
        stock
        soldOut
        owned
        customization {
          customizationId: id
          type
          label
          name
          fileUrl
        }
      }
      cases {
        offerId: id
        price
        stock
        soldOut
        case {
          id
          name
          image
        }
      }
      skins {
        offerId: id
        price
        stock
        soldOut
        item {
          id
          marketHashName
          rarity
          image
        }
      }
    }
  }
`;

const buyCase = graphql`
  mutation GabenstorePageBuyCaseMutation($id: Int!) {
    buyGabenstoreCase(offerId: $id) {
      purchaseId
      eventShopBalance
    }
  }
`;

const buySkin = graphql`
  mutation GabenstorePageBuySkinMutation($id: Int!) {
    buyGabenstoreSkin(offerId: $id) {
      purchaseId
      eventShopBalance
    }
  }
`;

const buyCustomization = graphql`
  mutation GabenstorePageBuyCustomizationMutation($id: Int!) {
    buyGabenstoreCustomization(customizationId: $id) {
      purchaseId
      eventShopBalance
    }
  }
`;

type Store = GabenstorePageQuery$data['gabenstore'];

const TYPE: Record<string, MessageId> = {
  border: 'customizations.type.border',
  hood: 'customizations.type.hood',
  avatar: 'customizations.type.avatar',
  background: 'customizations.type.background',
};

function Price({ price, stock }: { price: number; stock?: number | null }) {
  return (
    <span className="gstore__price" data-testid="gstore-price">
      <FormattedMessage id="gabenstore.price" values={{ price: formatCount(price) }} />
      {stock != null && (
        <span className="muted">
          {' · '}
          <FormattedMessage id="gabenstore.stock" values={{ count: stock }} />
        </span>
      )}
    </span>
  );
}

export default function GabenstorePage() {
  const intl = useIntl();
  const lang = useLang();
  useDocumentTitle(intl.formatMessage({ id: 'page.gabenStore' }));
  const [reloads, setReloads] = useState(0);
  const data = useLazyLoadQuery<GabenstorePageQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: reloads });
  const [commitCase, buyingCase] = useMutation<GabenstorePageBuyCaseMutation>(buyCase);
  const [commitSkin, buyingSkin] = useMutation<GabenstorePageBuySkinMutation>(buySkin);
  const [commitCustomization, buyingCustomization] = useMutation<GabenstorePageBuyCustomizationMutation>(buyCustomization);
  const [failure, setFailure] = useState<{ id: number; text: string } | null>(null);
  const [bought, setBought] = useState<number | null>(null);
  const itemName = useItemName();
  const st: Store = data.gabenstore;
  const signedIn = st.eventShopBalance != null;
  const busy = buyingCase || buyingSkin || buyingCustomization;
  const done = (offer: number) => () => (setFailure(null), setBought(offer), setReloads((n) => n + 1));

  const buy = (kind: 'case' | 'skin' | 'customization', id: number, offer: number) => {
    setFailure(null);
    setBought(null);
    if (kind === 'customization') {
      commitCustomization({
        variables: { id },
        onCompleted: done(offer),
        // The server's text, as it said it (spec 8).
        onError: (e) => (setFailure({ id: offer, text: asApiError(e).message }), setReloads((n) => n + 1)),
      });
      return;
    }
    const commit = kind === 'case' ? commitCase : commitSkin;
    commit({ variables: { id }, onCompleted: done(offer), onError: (e) => (handleApiError(e), setReloads((n) => n + 1)) });
  };

  const canBuy = signedIn && !st.restricted;
  // The event store's season (a site event of type gabenstore), when one runs.
  const season = data.siteEvents.events.find((e) => e.type === 'gabenstore' && Date.parse(e.finishAt) > Date.now())?.finishAt;
  return (
    <div className="page gstore" data-testid="gabenstore-page">
      <header className="gstore__head">
        <h1>
          <FormattedMessage id="gabenstore.title" />
        </h1>
        {signedIn ? (
          <span className="gstore__balance" data-testid="event-balance">
            <FormattedMessage id="gabenstore.balance" values={{ balance: formatCount(st.eventShopBalance ?? 0) }} />
          </span>
        ) : (
          <span className="muted" data-testid="gabenstore-signin">
            <FormattedMessage id="gabenstore.signIn" />
          </span>
        )}
      </header>
      <p className="muted">
        <FormattedMessage id="gabenstore.intro" />
      </p>
      {season && (
        <p className="gstore__season" data-testid="gabenstore-season">
          <FormattedMessage id="gabenstore.seasonEnds" values={{ date: formatDay(season, lang, 'long') }} />
        </p>
      )}
      {st.restricted && (
        <p className="gstore__notice" data-testid="gabenstore-restricted">
          <FormattedMessage id="gabenstore.restricted" />
        </p>
      )}

      <h2 className="section-title">
        <FormattedMessage id="gabenstore.customizations" />
      </h2>
      <ul className="gstore__grid">
        {st.customizations.map((o) => (
          <li key={o.offerId} className="gstore__card" data-testid="gstore-customization" data-id={o.customization?.customizationId} data-type={o.customization?.type}>
            {o.customization && (
              <>
                <img src={o.customization.fileUrl} alt="" width={72} height={72} loading="lazy" />
                <strong className="gstore__name">{o.customization.name}</strong>
                <span className="muted">
                  <FormattedMessage id={TYPE[o.customization.type]} />
                </span>
              </>
            )}
            <Price price={o.price} stock={o.stock} />
            {o.owned ? (
              <span className="gstore__owned" data-testid="gstore-owned">
                <FormattedMessage id="gabenstore.owned" />
              </span>
            ) : (
              <Button
                size="small"
                disabled={!canBuy || busy || o.soldOut}
                onClick={() => o.customization && buy('customization', o.customization.customizationId, o.offerId)}
                data-testid="gstore-buy"
              >
                <FormattedMessage id={o.soldOut ? 'gabenstore.soldOut' : 'gabenstore.buy'} />
              </Button>
            )}
            {failure?.id === o.offerId && (
              <span className="gstore__error" role="alert" data-testid="gstore-error">
                {failure.text}
              </span>
            )}
          </li>
        ))}
      </ul>

      {st.cases.length > 0 && (
        <>
          <h2 className="section-title">
            <FormattedMessage id="gabenstore.cases" />
          </h2>
          <ul className="gstore__grid">
            {st.cases.map((o) => (
              <li key={o.offerId} className="gstore__card" data-testid="gstore-case">
                {o.case?.image && <img src={o.case.image} alt="" width={96} height={72} loading="lazy" />}
                <strong className="gstore__name">{o.case?.name}</strong>
                <Price price={o.price} stock={o.stock} />
                <Button size="small" disabled={!canBuy || busy || o.soldOut} onClick={() => buy('case', o.offerId, o.offerId)} data-testid="gstore-buy">
                  <FormattedMessage id={o.soldOut ? 'gabenstore.soldOut' : 'gabenstore.buy'} />
                </Button>
                {bought === o.offerId && (
                  <span className="gstore__done" data-testid="gstore-done">
                    <FormattedMessage id="gabenstore.caseBought" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {st.skins.length > 0 && (
        <>
          <h2 className="section-title">
            <FormattedMessage id="gabenstore.skins" />
          </h2>
          <ul className="gstore__grid">
            {st.skins.map((o) => (
              <li key={o.offerId} className="gstore__card" data-testid="gstore-skin">
                {o.item && <ItemArt name={o.item.marketHashName} rarity={o.item.rarity} image={o.item.image} compact />}
                <strong className="gstore__name">{o.item ? itemName(o.item.marketHashName) : ''}</strong>
                <Price price={o.price} stock={o.stock} />
                <Button size="small" disabled={!canBuy || busy || o.soldOut} onClick={() => buy('skin', o.offerId, o.offerId)} data-testid="gstore-buy">
                  <FormattedMessage id={o.soldOut ? 'gabenstore.soldOut' : 'gabenstore.buy'} />
                </Button>
                {bought === o.offerId && (
                  <span className="gstore__done" data-testid="gstore-done">
                    <FormattedMessage id="gabenstore.skinBought" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
