import { FormattedMessage } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { StakeAmount, StakePicker } from '../play/StakePicker';
import type { Stake } from '../play/useStake';
import type { Info, Me } from './UpgradePage';

/** The items, balance and bullets staked. */
export function UpgradeStake({ info, me, stake, disabled, reloadKey }: { info: Info; me: Me | null; stake: Stake; disabled: boolean; reloadKey: number }) {
  const lang = useLang();
  const heldBullets = me?.bullets ?? 0;
  return (
    <StakePicker
      cls="upgrade"
      modifier="stake"
      testIds={{ panel: 'upgrade-stake', count: 'stake-count', signIn: 'upgrade-sign-in', signInButton: 'upgrade-sign-in-button' }}
      title={<FormattedMessage id="upgrade.stake.title" />}
      count={<FormattedMessage id="upgrade.stake.count" values={{ count: stake.picked.length, max: info.maxItems }} />}
      signInText={<FormattedMessage id="upgrade.stake.signIn" />}
      signInLabel={<FormattedMessage id="upgrade.signIn" />}
      empty={<FormattedMessage id="upgrade.stake.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
      userId={me?.id ?? null}
      stake={stake}
      disabled={disabled}
      reloadKey={reloadKey}
    >
      {me && (
        <div className="upgrade-amounts">
          {info.balanceAllowed && (
            <StakeAmount
              cls="upgrade"
              label={<FormattedMessage id="upgrade.stake.balance" />}
              held={<FormattedMessage id="upgrade.stake.balanceHeld" values={{ amount: formatMoney(me.balance, lang) }} />}
              value={stake.balance}
              onChange={stake.setBalance}
              decimals={2}
              max={moneyToCents(me.balance) / 100}
              placeholder="0.00"
              disabled={disabled}
              data-testid="stake-balance"
            />
          )}
          {heldBullets > 0 && (
            <StakeAmount
              cls="upgrade"
              label={<FormattedMessage id="upgrade.stake.bullets" />}
              held={<FormattedMessage id="upgrade.stake.bulletsHeld" values={{ count: heldBullets, value: formatMoney(centsToMoney(info.centsPerBullet), lang) }} />}
              value={stake.bullets}
              onChange={stake.setBullets}
              integer
              max={heldBullets}
              placeholder="0"
              disabled={disabled}
              data-testid="stake-bullets"
            />
          )}
        </div>
      )}
    </StakePicker>
  );
}

