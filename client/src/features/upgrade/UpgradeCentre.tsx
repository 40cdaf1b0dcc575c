import { type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { PlayWhy, ReasonText } from '../play/PlayWhy';
import { Dial } from './Dial';
import { SCALE, chanceFraction, rawChance, winZone, type Mode, type PlayState } from './rules';
import type { Target } from './TargetPicker';
import type { Info, Payload } from './UpgradePage';

// The centre of the upgrade page: the stake against the target on the dial,
// the mode, and why the play button is off.

interface DialProps {
  info: Info;
  stake: number;
  target: Target | null;
  mode: Mode;
  played: Payload | null;
  rotation: number;
  spinFor: number;
  outcome: 'won' | 'lost' | null;
}

/** The stake against the target, and the dial with the chance (the play's once played). */
export function UpgradeDial({ info, stake, target, mode, played, rotation, spinFor, outcome }: DialProps) {
  const lang = useLang();
  const chance = target ? rawChance(stake, target.price, info.houseEdgeBps) : 0;
  const zone: [number, number] | null = played
    ? [played.upgrade.winFrom, played.upgrade.winTo]
    : chance > 0
      ? winZone(Math.min(chance, SCALE), mode)
      : null;
  return (
    <>
      <div className="upgrade-slots">
        <div className="upgrade-slot">
          <span className="upgrade-slot__label">
            <FormattedMessage id="upgrade.dial.stake" />
          </span>
          <strong className="upgrade-slot__value" data-testid="stake-total">
            {formatMoney(played ? played.upgrade.stake : centsToMoney(stake), lang)}
          </strong>
        </div>
        <div className="upgrade-slot upgrade-slot--target" data-testid="selected-target">
          {target ? (
            <>
              <ItemArt name={target.marketHashName} rarity={target.rarity} image={target.image} compact />
              <span className="upgrade-slot__name">
                <span className="muted">{splitName(target.marketHashName).weapon}</span> {splitName(target.marketHashName).skin}
              </span>
              <strong className="upgrade-slot__value">{formatMoney(centsToMoney(target.price), lang)}</strong>
            </>
          ) : (
            <span className="muted small">
              <FormattedMessage id="upgrade.dial.pickTarget" />
            </span>
          )}
        </div>
      </div>

      <Dial zone={zone} rotation={rotation} durationMs={spinFor} outcome={outcome}>
        <span className="dial__chance" data-testid="chance">
          {chance > 0 || played ? (
            <FormattedNumber value={chanceFraction(played ? played.upgrade.chance : chance)} style="percent" minimumFractionDigits={2} maximumFractionDigits={2} />
          ) : (
            '—'
          )}
        </span>
        <span className="dial__label">
          <FormattedMessage id="upgrade.dial.chance" />
        </span>
        {target && stake > 0 && !played && (
          <span className="dial__mult" data-testid="multiplier">
            ×<FormattedNumber value={Math.trunc((target.price / stake) * 100) / 100} minimumFractionDigits={2} maximumFractionDigits={2} />
          </span>
        )}
      </Dial>
    </>
  );
}

/** Where the win zone sits: at the start of the roll (low) or at its end (high). */
export function ModeToggle({ mode, onMode, disabled }: { mode: Mode; onMode: (m: Mode) => void; disabled: boolean }) {
  const intl = useIntl();
  return (
    <div className="mode-toggle" role="radiogroup" aria-label={intl.formatMessage({ id: 'upgrade.mode.label' })}>
      <span className="mode-toggle__label" aria-hidden>
        <FormattedMessage id="upgrade.mode.label" />
      </span>
      {(['low', 'high'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={mode === m}
          className={`mode-toggle__item ${mode === m ? 'is-active' : ''}`}
          disabled={disabled}
          onClick={() => onMode(m)}
          data-testid={`mode-${m}`}
        >
          <FormattedMessage id={m === 'low' ? 'upgrade.mode.low' : 'upgrade.mode.high'} />
        </button>
      ))}
    </div>
  );
}

/** Why the play button is off (or what it needs next), in the player's language. */
export function PlayHint({ state }: { state: PlayState }) {
  const pct = (ppm: number) => <FormattedNumber value={chanceFraction(ppm)} style="percent" maximumFractionDigits={2} />;
  let text: ReactNode = null;
  switch (state.kind) {
    case 'play':
    case 'signIn':
      return null;
    case 'unavailable':
      text = <ReasonText reason={state.reason} />;
      break;
    case 'noStake':
      text = <FormattedMessage id="upgrade.why.noStake" />;
      break;
    case 'noTarget':
      text = <FormattedMessage id="upgrade.why.noTarget" />;
      break;
    case 'tooManyItems':
      text = <FormattedMessage id="upgrade.why.tooManyItems" values={{ max: state.max }} />;
      break;
    case 'notEnoughBullets':
      text = <FormattedMessage id="upgrade.why.bullets" />;
      break;
    case 'notEnoughBalance':
      text = <FormattedMessage id="upgrade.why.balance" />;
      break;
    case 'tooLow':
      text = <FormattedMessage id="upgrade.why.tooLow" values={{ min: pct(state.min) }} />;
      break;
    case 'tooHigh':
      text = <FormattedMessage id="upgrade.why.tooHigh" values={{ max: pct(state.max) }} />;
      break;
  }
  return (
    <PlayWhy cls="upgrade" testId="play-reason" reason={state.kind} blocked={state.kind === 'unavailable'}>
      {text}
    </PlayWhy>
  );
}
