import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { PlayBar } from '../play/PlayBar';
import { PlayWhy, ReasonText } from '../play/PlayWhy';
import type { PlayPrefs } from '../play/prefs';
import type { SpinPhase } from '../play/useSpin';
import { ContractResult } from './ContractResult';
import { ModeMultipliers } from './ContractRules';
import { ModeName } from './ModeName';
import { OutcomeTable, type OutcomeLine } from './OutcomeTable';
import { MODES, band, lineAt, type Mode, type PlayState } from './rules';
import type { Table } from './useOutcomes';
import type { Info, Payload } from './ContractPage';

// The contract page's centre: the mode, the weapon, what the contract would
// pay, the create button, and the outcome table the roll runs along.

interface Props {
  info: Info;
  signedIn: boolean;
  /** The selection's stake (cents). */
  stakeCents: number;
  mode: Mode;
  onMode: (m: Mode) => void;
  weapon: string;
  onWeapon: (w: string) => void;
  weapons: readonly { weapon: string; marketHashName: string }[];
  table: Table;
  state: PlayState;
  game: { phase: SpinPhase<Payload>; busy: boolean; reset: () => void };
  prefs: PlayPrefs;
  onCreate: () => void;
}

export function ContractPlay(p: Props) {
  const lang = useLang();
  const { info, table, state, game } = p;
  const { phase, busy } = game;
  const preview = table.status === 'ready' ? table.preview : table.status === 'loading' ? table.last : null;
  const played = phase.kind === 'idle' ? null : phase.played.contract;
  const lines: readonly OutcomeLine[] = played ? played.outcomes : (preview?.outcomes ?? []);
  const shownStake = played ? moneyToCents(played.stake) : preview ? moneyToCents(preview.stake) : p.stakeCents;
  const modeRange = info.modes.find((m) => m.mode === p.mode);
  const [lo, hi] = preview && !played ? [moneyToCents(preview.low), moneyToCents(preview.high)] : modeRange ? band(shownStake, modeRange) : [0, 0];
  const ev = played ? played.expectedValue : preview?.expectedValue;
  const roll = played
    ? { ticket: played.ticket, durationMs: phase.kind === 'spinning' ? phase.durationMs : 0, hit: lineAt(played.outcomes, played.ticket), done: phase.kind === 'result' }
    : null;
  const money = (c: number) => formatMoney(centsToMoney(c), lang);

  return (
    <section className="contract-panel contract-panel--play" data-testid="contract-play-panel">
      <ModePicker info={info} mode={p.mode} onMode={p.onMode} disabled={busy} />
      <WeaponSelect weapon={p.weapon} onWeapon={p.onWeapon} weapons={p.weapons} disabled={busy} />

      <dl className="contract-summary">
        <div>
          <dt>
            <FormattedMessage id="contract.summary.stake" />
          </dt>
          <dd data-testid="contract-stake">{money(shownStake)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contract.summary.range" />
          </dt>
          <dd data-testid="contract-range">{shownStake > 0 ? <FormattedMessage id="contract.summary.rangeValue" values={{ low: money(lo), high: money(hi) }} /> : '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contract.summary.expected" />
          </dt>
          <dd data-testid="contract-ev">{ev ? formatMoney(ev, lang) : '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contract.summary.edge" />
          </dt>
          <dd data-testid="house-edge">
            <FormattedNumber value={info.houseEdgeBps / 10_000} style="percent" maximumFractionDigits={2} />
          </dd>
        </div>
      </dl>

      {phase.kind === 'result' ? (
        <ContractResult contract={phase.played.contract} clientSeed={phase.played.fairSeed.clientSeed} seedHash={phase.played.fairSeed.serverSeedHash} onAgain={game.reset} />
      ) : (
        <PlayBar
          cls="contract"
          testIds={{ play: 'contract-create', fast: 'contract-fast' }}
          label={state.kind === 'signIn' ? <FormattedMessage id="contract.signIn" /> : <FormattedMessage id="contract.create" />}
          onPlay={p.onCreate}
          busy={busy}
          disabled={state.kind !== 'play' && state.kind !== 'signIn'}
          hint={<CreateHint state={state} />}
          prefs={p.prefs}
          fastLabel={<FormattedMessage id="contract.fast" />}
          muteLabel={<FormattedMessage id="contract.mute" />}
        />
      )}

      <div className="contract-outcomes">
        <h3 className="contract-outcomes__title">
          <FormattedMessage id="contract.table.title" />
          {lines.length > 0 && (
            <span className="muted small" data-testid="outcome-count">
              {' '}
              <FormattedMessage id="contract.table.count" values={{ count: lines.length }} />
            </span>
          )}
        </h3>
        {lines.length > 0 ? (
          <div className={table.status === 'loading' && !played ? 'is-pending' : ''}>
            <OutcomeTable lines={lines} stake={shownStake} roll={roll} />
          </div>
        ) : table.status === 'refused' ? null : (
          <p className="muted small" data-testid="outcomes-empty">
            {p.signedIn ? <FormattedMessage id="contract.table.pick" /> : <FormattedMessage id="contract.table.signIn" />}
          </p>
        )}
        {table.status === 'refused' && !played && <Refused reason={table.reason} />}
      </div>
    </section>
  );
}

/** The modes, each with its band of multipliers. */
function ModePicker({ info, mode, onMode, disabled }: { info: Info; mode: Mode; onMode: (m: Mode) => void; disabled: boolean }) {
  const intl = useIntl();
  return (
    <div className="contract-modes" role="radiogroup" aria-label={intl.formatMessage({ id: 'contract.mode.label' })}>
      {MODES.map((m) => {
        const r = info.modes.find((x) => x.mode === m);
        return (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            className={`contract-mode ${mode === m ? 'is-active' : ''}`}
            disabled={disabled}
            onClick={() => onMode(m)}
            data-testid={`contract-mode-${m}`}
          >
            <span className="contract-mode__name">
              <ModeName mode={m} />
            </span>
            {r && (
              <span className="contract-mode__range muted small">
                <ModeMultipliers range={r} />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

interface WeaponProps {
  weapon: string;
  onWeapon: (w: string) => void;
  weapons: readonly { weapon: string; marketHashName: string }[];
  disabled: boolean;
}

/** Narrows the outcomes to one weapon (any by default). */
function WeaponSelect({ weapon, onWeapon, weapons, disabled }: WeaponProps) {
  const intl = useIntl();
  return (
    <label className="contract-weapon">
      <span className="muted small">
        <FormattedMessage id="contract.weapon.label" />
      </span>
      <select
        className="field__input"
        value={weapon}
        disabled={disabled || (weapons.length === 0 && !weapon)}
        onChange={(e) => onWeapon(e.target.value)}
        data-testid="contract-weapon"
      >
        <option value="">{intl.formatMessage({ id: 'contract.weapon.any' })}</option>
        {weapons.map((w) => (
          <option key={w.weapon} value={w.marketHashName}>
            {w.weapon}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Why there is no table: the catalogue cannot make a fair one, or another refusal. */
function Refused({ reason }: { reason: string }) {
  const text: ReactNode = reason === 'no_outcomes' ? <FormattedMessage id="contract.table.noOutcomes" /> : <ReasonText reason={reason} />;
  return (
    <p className="contract-why is-blocked" data-testid="outcomes-refused" data-reason={reason}>
      {text}
    </p>
  );
}

/** Why the create button is off (or what it needs next), in the player's language. */
function CreateHint({ state }: { state: PlayState }) {
  let text: ReactNode = null;
  switch (state.kind) {
    case 'play':
    case 'signIn':
      return null;
    case 'unavailable':
      text = <ReasonText reason={state.reason} />;
      break;
    case 'tooFew':
      text = <FormattedMessage id="contract.why.tooFew" values={{ missing: state.missing, min: state.min }} />;
      break;
    case 'tooMany':
      text = <FormattedMessage id="contract.why.tooMany" values={{ max: state.max }} />;
      break;
    case 'notEnoughBullets':
      text = <FormattedMessage id="contract.why.bullets" />;
      break;
    case 'loading':
      text = <FormattedMessage id="contract.why.loading" />;
      break;
    case 'noOutcomes':
      text = <FormattedMessage id="contract.why.noOutcomes" />;
      break;
  }
  return (
    <PlayWhy cls="contract" testId="contract-reason" reason={state.kind} blocked={state.kind === 'unavailable'}>
      {text}
    </PlayWhy>
  );
}
