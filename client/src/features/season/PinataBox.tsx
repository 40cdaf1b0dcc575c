import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import { useItemName } from '../../i18n/labels';
import { ItemArt } from '../../entities/item/ItemArt';
import type { PinataBoxOpenMutation, PinataBoxOpenMutation$data } from '../../__generated__/PinataBoxOpenMutation.graphql';
import type { SeasonEventData } from './SeasonPage';

const open = graphql`
  mutation PinataBoxOpenMutation($event: String!) {
    openPinata(event: $event) {
      nonce
      ticket
      drop {
        id
        roll
        price
        item {
          marketHashName
          rarity
          image
        }
      }
      seed {
        serverSeedHash
        clientSeed
      }
    }
  }
`;

type Broken = PinataBoxOpenMutation$data['openPinata'];

/** How long the piñata swings before its prize shows. */
export const SWING_MS = 1200;

/** The verifier's address for a piñata draw: the seed by its hash, the nonce and the piñata (the drop's roll). */
export function pinataVerifyLink(o: { nonce: number; roll: string; serverSeedHash: string; clientSeed: string }): string {
  const p = new URLSearchParams({ clientSeed: o.clientSeed, nonce: String(o.nonce), hash: o.serverSeedHash, roll: o.roll });
  return `/fair?${p}`;
}

type Props = { event: string; pinata: SeasonEventData['pinata']; candies: number; signedIn: boolean; onDone: () => void };

/** The piñata: its odds, a swing while it breaks, then the prize and its verify link. */
export function PinataBox({ event, pinata, candies, signedIn, onDone }: Props) {
  const [commit, busy] = useMutation<PinataBoxOpenMutation>(open);
  const [broken, setBroken] = useState<Broken | null>(null);
  const [swinging, setSwinging] = useState(false);
  const lang = useLang();
  const itemName = useItemName();
  useEffect(() => {
    if (!swinging) return;
    const t = setTimeout(() => setSwinging(false), SWING_MS);
    return () => clearTimeout(t);
  }, [swinging]);
  if (!pinata) return null;
  const hit = () => {
    setBroken(null);
    setSwinging(true);
    commit({
      variables: { event },
      onCompleted: (r) => {
        setBroken(r.openPinata);
        onDone();
      },
      onError: (e) => {
        setSwinging(false);
        handleApiError(e);
      },
    });
  };
  const shown = broken && !swinging ? broken : null;
  return (
    <section className="season__pinata" data-testid="season-pinata">
      <h2 className="section-title">
        <FormattedMessage id="season.pinata" />
      </h2>
      <div className={`season__pinata-art${swinging ? ' season__pinata-art--swing' : ''}${shown ? ' season__pinata-art--broken' : ''}`} aria-hidden="true" data-testid="pinata-art">
        🪅
      </div>
      <Button size="large" disabled={!signedIn || busy || swinging || candies < pinata.price} onClick={hit} data-testid="pinata-open">
        <FormattedMessage id="season.break" values={{ count: pinata.price }} />
      </Button>
      {shown && (
        <div className={`season__drop rarity--${shown.drop.item.rarity}`} data-testid="pinata-drop" role="status">
          <ItemArt name={shown.drop.item.marketHashName} rarity={shown.drop.item.rarity} image={shown.drop.item.image} compact />
          <span data-testid="pinata-drop-name">{itemName(shown.drop.item.marketHashName)}</span>
          <span className="muted">{formatMoney(shown.drop.price, lang)}</span>
          <LLink to={pinataVerifyLink({ nonce: shown.nonce, roll: shown.drop.roll, serverSeedHash: shown.seed.serverSeedHash, clientSeed: shown.seed.clientSeed })} data-testid="pinata-verify">
            <FormattedMessage id="season.verify" />
          </LLink>
        </div>
      )}
      <table className="progression__odds" data-testid="pinata-odds">
        <thead>
          <tr>
            <th><FormattedMessage id="season.item" /></th>
            <th><FormattedMessage id="season.chance" /></th>
          </tr>
        </thead>
        <tbody>
          {pinata.prizes.map((pr) => (
            <tr key={pr.item.id}>
              <td>{itemName(pr.item.marketHashName)}</td>
              <td><FormattedNumber value={pr.weight / pinata.totalWeight} style="percent" maximumFractionDigits={2} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
