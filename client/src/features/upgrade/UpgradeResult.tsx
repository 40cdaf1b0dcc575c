import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { formatMoney } from '../../i18n/money';
import { ResultActions, ResultCard, ResultItem, VerifyLink } from '../play/ResultCard';
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
      rarity
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
  /** The hash of the server seed it rolled on: the verifier finds the seed once revealed. */
  seedHash?: string;
  onAgain: () => void;
}

/** Won: the target, now in the inventory (sell it or keep it). Lost: the stake is gone. */
export function UpgradeResult({ upgrade, clientSeed, seedHash, onAgain }: Props) {
  const lang = useLang();
  const u = useFragment(fragment, upgrade);
  const drop = u.result;
  return (
    <ResultCard
      cls="upgrade"
      tone={u.won ? 'is-won' : 'is-lost'}
      testId="upgrade-result"
      data={{ 'data-won': u.won }}
      celebrate={u.won ? u.target.rarity : null}
      titleTestId="upgrade-outcome"
      title={u.won ? <FormattedMessage id="upgrade.result.won" /> : <FormattedMessage id="upgrade.result.lost" />}
    >
      {u.won ? (
        <ResultItem
          cls="upgrade"
          item={u.target}
          testId="upgrade-won-item"
          sold={
            drop?.state === 'sold' && (
              <span className="muted" data-testid="upgrade-sold">
                <FormattedMessage id="upgrade.result.sold" />
              </span>
            )
          }
        />
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
        <VerifyLink clientSeed={clientSeed} seedHash={seedHash} nonce={u.nonce} testId="upgrade-verify">
          <FormattedMessage id="upgrade.result.verify" />
        </VerifyLink>
      </p>
      <ResultActions
        sell={
          u.won && drop?.state === 'active'
            ? { dropId: drop.id, testId: 'upgrade-sell', label: <FormattedMessage id="upgrade.result.sell" values={{ price: formatMoney(drop.price, lang) }} /> }
            : null
        }
        again={{ onAgain, testId: 'upgrade-again', label: <FormattedMessage id="upgrade.result.again" /> }}
      />
    </ResultCard>
  );
}
