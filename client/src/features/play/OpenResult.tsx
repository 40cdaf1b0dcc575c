import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { useSellDrops } from '../../entities/drop/sellDrops';
import { verifierLink } from './FairPanel';
import { BOOST_PLAYS, isBoost } from './boost';
import { isCelebrated, rarest } from './celebrate';
import { Celebration } from './Celebration';
import type { OpenResult_drops$key } from '../../__generated__/OpenResult_drops.graphql';
import './open-result.css';

// What a case opening won (the case page's and the daily bonus's).

const fragment = graphql`
  fragment OpenResult_drops on Drop @relay(plural: true) {
    id
    state
    price
    playsLeft
    nonce
    caseRevision
    roll
    case {
      alias
    }
    item {
      marketHashName
      rarity
      image
      category
    }
  }
`;

/** The drop boost's mark: "+2 free plays". */
export function BoostBadge({ plays }: { plays: number }) {
  return (
    <span className="boost-badge" data-testid="boost-badge">
      <FormattedMessage id="cases.boost.plays" values={{ count: plays }} />
    </span>
  );
}

interface Props {
  drops: OpenResult_drops$key;
  /** The client seed the drops were rolled with: each links to the verifier. */
  clientSeed?: string;
  /** The hash of the server seed the drops rolled on: the verifier finds the seed once revealed. */
  seedHash?: string;
  onAgain: () => void;
}

/** The won items: sell each (or all) for balance, or keep them in the inventory. */
export function OpenResult({ drops: dropsRef, clientSeed, seedHash, onAgain }: Props) {
  const lang = useLang();
  const drops = useFragment(fragment, dropsRef);
  const [sell, selling] = useSellDrops();
  const [busyId, setBusyId] = useState<string | null>(null);
  // The result and its Sell button in view without the player scrolling (a
  // tall page, a phone): once, when it appears.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces: a browser may answer scrollIntoView with a promise, which React would take for a cleanup.
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  // A sold drop changes state in the store (the sale answers with it).
  const unsold = drops.filter((d) => d.state === 'active');
  const unsoldTotal = centsToMoney(unsold.reduce((s, d) => s + moneyToCents(d.price), 0));
  // One celebration a result, on its rarest drop when that rarity is celebrated.
  const best = rarest(drops.map((d) => d.item.rarity));
  const starId = isCelebrated(best) ? drops.find((d) => d.item.rarity === best)?.id : undefined;
  const sellIds = (ids: string[]) => {
    setBusyId(ids.length === 1 ? ids[0] : 'all');
    sell(ids, () => setBusyId(null));
  };

  return (
    <div className="result" data-testid="open-result" aria-live="polite" ref={ref}>
      <div className={`result__grid ${drops.length === 1 ? 'result__grid--single' : ''}`}>
        {drops.map((d) => {
          const { weapon, skin } = splitName(d.item.marketHashName);
          const isSold = d.state === 'sold';
          const boost = isBoost(d);
          return (
            <div
              key={d.id}
              className={`result-card celebration-host rarity--${d.item.rarity} ${isSold ? 'is-sold' : ''} ${boost ? 'is-boost' : ''}`}
              data-testid="won-item"
              data-market-name={d.item.marketHashName}
              data-boost={boost || undefined}
            >
              {d.id === starId && <Celebration rarity={best} />}
              <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} />
              <div className="result-card__name" data-testid="won-name">
                <span className="muted">{weapon}</span> {skin}
              </div>
              {boost ? (
                <BoostBadge plays={d.playsLeft ?? BOOST_PLAYS} />
              ) : (
                <div className="result-card__price">{formatMoney(d.price, lang)}</div>
              )}
              {isSold ? (
                <span className="result-card__sold" data-testid="sold-label">
                  <FormattedMessage id="cases.result.sold" />
                </span>
              ) : d.state === 'active' ? (
                <Button size="small" color="green" loading={selling && busyId === d.id} disabled={selling} onClick={() => sellIds([d.id])} data-testid="sell-drop">
                  <FormattedMessage id="cases.result.sell" values={{ price: formatMoney(d.price, lang) }} />
                </Button>
              ) : null}
              {clientSeed !== undefined && (
                <LLink
                  className="link small"
                  to={verifierLink({ clientSeed, serverSeedHash: seedHash, nonce: d.nonce }, d.case?.alias, d.caseRevision, d.roll)}
                  data-testid="won-verify"
                >
                  <FormattedMessage id="cases.result.verify" />
                </LLink>
              )}
            </div>
          );
        })}
      </div>
      <div className="result__actions">
        {unsold.length > 1 && (
          <Button size="large" color="green" loading={selling && busyId === 'all'} disabled={selling} onClick={() => sellIds(unsold.map((d) => d.id))}>
            <FormattedMessage id="cases.result.sellAll" values={{ price: formatMoney(unsoldTotal, lang) }} />
          </Button>
        )}
        <Button size="large" color="secondary" onClick={onAgain} data-testid="keep">
          {unsold.length ? <FormattedMessage id="cases.result.keep" /> : <FormattedMessage id="cases.result.again" />}
        </Button>
      </div>
    </div>
  );
}
