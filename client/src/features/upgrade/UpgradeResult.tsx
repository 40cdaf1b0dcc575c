import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { ItemCard } from '../../entities/item/ItemCard';
import { formatMoney } from '../../i18n/money';
import { useSellDrops } from '../inventory/sellDrops';
import { verifierLink } from '../fair/FairPanel';
import { chanceFraction } from './rules';
import type { UpgradeResult_upgrade$key } from '../../__generated__/UpgradeResult_upgrade.graphql';

const fragment = graphql`
  fragment UpgradeResult_upgrade on Upgrade {
    won
    chance
    ticket
    nonce
    stake
    target {
      ...ItemCard_item
    }
    result {
      id
      state
      price
    }
  }
`;

interface Props {
  upgrade: UpgradeResult_upgrade$key;
  clientSeed: string;
  onAgain: () => void;
}

/** Won: the target, now in the inventory (sell it or keep it). Lost: the stake is gone. */
export function UpgradeResult({ upgrade, clientSeed, onAgain }: Props) {
  const lang = useLang();
  const u = useFragment(fragment, upgrade);
  const [sell, selling] = useSellDrops();
  const [busy, setBusy] = useState(false);
  const drop = u.result;
  return (
    <div className={`upgrade-result ${u.won ? 'is-won' : 'is-lost'}`} data-testid="upgrade-result" data-won={u.won} aria-live="polite">
      <h2 className="upgrade-result__title" data-testid="upgrade-outcome">
        {u.won ? <FormattedMessage id="upgrade.result.won" /> : <FormattedMessage id="upgrade.result.lost" />}
      </h2>
      {u.won ? (
        <div className="upgrade-result__item">
          <ItemCard item={u.target} testId="upgrade-won-item">
            {drop?.state === 'sold' && (
              <span className="muted" data-testid="upgrade-sold">
                <FormattedMessage id="upgrade.result.sold" />
              </span>
            )}
          </ItemCard>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage id="upgrade.result.lostText" values={{ stake: formatMoney(u.stake, lang) }} />
        </p>
      )}
      <p className="muted small" data-testid="upgrade-ticket">
        <FormattedMessage
          id="upgrade.result.ticket"
          values={{
            ticket: <FormattedNumber value={u.ticket} />,
            chance: <FormattedNumber value={chanceFraction(u.chance)} style="percent" minimumFractionDigits={2} maximumFractionDigits={2} />,
          }}
        />{' '}
        <LLink to={verifierLink({ clientSeed, nonce: u.nonce })} className="link" data-testid="upgrade-verify">
          <FormattedMessage id="upgrade.result.verify" />
        </LLink>
      </p>
      <div className="row row--center">
        {u.won && drop?.state === 'active' && (
          <Button
            size="large"
            color="green"
            loading={selling && busy}
            onClick={() => {
              setBusy(true);
              sell([drop.id], () => setBusy(false));
            }}
            data-testid="upgrade-sell"
          >
            <FormattedMessage id="upgrade.result.sell" values={{ price: formatMoney(drop.price, lang) }} />
          </Button>
        )}
        <Button size="large" color="secondary" onClick={onAgain} data-testid="upgrade-again">
          <FormattedMessage id="upgrade.result.again" />
        </Button>
      </div>
    </div>
  );
}
