import { FormattedMessage } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { StakeAmount, StakePicker } from '../play/StakePicker';
import type { Stake } from '../play/useStake';
import type { Info, Me } from './ContractPage';

/** The items and bullets given to the contract. */
export function ContractStake({ info, me, stake, disabled, reloadKey }: { info: Info; me: Me | null; stake: Stake; disabled: boolean; reloadKey: number }) {
  const lang = useLang();
  const heldBullets = me?.bullets ?? 0;
  return (
    <StakePicker
      cls="contract"
      modifier="items"
      testIds={{ panel: 'contract-items', count: 'contract-count', signIn: 'contract-sign-in', signInButton: 'contract-sign-in-button' }}
      title={<FormattedMessage id="contract.items.title" />}
      count={<FormattedMessage id="contract.items.count" values={{ count: stake.picked.length, min: info.minItems, max: info.maxItems }} />}
      signInText={<FormattedMessage id="contract.items.signIn" />}
      signInLabel={<FormattedMessage id="contract.signIn" />}
      empty={<FormattedMessage id="contract.items.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
      userId={me?.id ?? null}
      stake={stake}
      disabled={disabled}
      reloadKey={reloadKey}
    >
      {heldBullets > 0 && (
        <StakeAmount
          cls="contract"
          label={<FormattedMessage id="contract.items.bullets" />}
          held={<FormattedMessage id="contract.items.bulletsHeld" values={{ count: heldBullets, value: formatMoney(centsToMoney(info.centsPerBullet), lang) }} />}
          value={stake.bullets}
          onChange={stake.setBullets}
          integer
          max={heldBullets}
          placeholder="0"
          disabled={disabled}
          data-testid="contract-bullets"
        />
      )}
    </StakePicker>
  );
}
