import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { useItemName } from '../../i18n/labels';
import type { CandyShopBuyMutation } from '../../__generated__/CandyShopBuyMutation.graphql';
import type { SeasonEventData } from './SeasonPage';

const buy = graphql`
  mutation CandyShopBuyMutation($id: Int!) {
    buySeasonOffer(id: $id) {
      purchaseId
      candies
    }
  }
`;

type Offer = SeasonEventData['offers'][number];

function OfferName({ o }: { o: Offer }) {
  const itemName = useItemName();
  if (o.case) return <>{o.case.name}</>;
  if (o.item) return <>{itemName(o.item.marketHashName)}</>;
  return <>{o.customization?.name ?? ''}</>;
}

function offerImage(o: Offer): string | null | undefined {
  return o.case?.image ?? o.item?.image ?? o.customization?.fileUrl;
}

/** The candy shop: cases, skins and customizations for candies. */
export function CandyShop({ offers, candies, signedIn, onDone }: { offers: readonly Offer[]; candies: number; signedIn: boolean; onDone: () => void }) {
  const [commit, busy] = useMutation<CandyShopBuyMutation>(buy);
  if (offers.length === 0) return null;
  const purchase = (id: number) =>
    commit({ variables: { id }, onCompleted: onDone, onError: (e) => handleApiError(e) });
  return (
    <section className="season__shop" data-testid="season-shop">
      <h2 className="section-title">
        <FormattedMessage id="season.shop" />
      </h2>
      <ul className="season__offers">
        {offers.map((o) => {
          const img = offerImage(o);
          const soldOut = o.stock !== null && o.stock !== undefined && o.stock <= 0;
          return (
            <li key={o.offerId} className="season__offer" data-testid="season-offer" data-kind={o.kind}>
              {img && <img src={img} alt="" loading="lazy" width={96} height={72} />}
              <span className="season__offer-name">
                <OfferName o={o} />
              </span>
              {o.stock != null && (
                <span className="muted">
                  <FormattedMessage id="season.stock" values={{ count: o.stock }} />
                </span>
              )}
              <Button size="small" disabled={!signedIn || busy || soldOut || candies < o.price} onClick={() => purchase(o.offerId)}>
                {soldOut ? <FormattedMessage id="season.soldOut" /> : <FormattedMessage id="season.buy" values={{ count: o.price }} />}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
