import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { PlayBar } from '../play/PlayBar';
import { PlayWhy, ReasonText } from '../play/PlayWhy';
import type { PlayPrefs } from '../play/prefs';
import type { SpinPhase } from '../play/useSpin';
import { ChangeAnimation, ChangeResult } from './ChangeResult';
import { spreadCents, type ChangeState } from './rules';
import type { Target } from './ChangeTargets';
import type { Deal, Payload } from './ChangerPage';

interface Props {
  info: { readonly spreadBps: number };
  items: number;
  /** The picked items' value, their credit here (cents). */
  valueCents: number;
  creditCents: number;
  target: Target | null;
  state: ChangeState;
  game: { phase: SpinPhase<Payload>; busy: boolean; reset: () => void };
  /** The change the animation shows. */
  deal: Deal | null;
  prefs: PlayPrefs;
  onChange: () => void;
}

/** The deal: what the items are worth here, the target's price, the difference; then the change and its result. */
export function ChangeDeal({ info, items, valueCents, creditCents, target, state, game, deal, prefs, onChange }: Props) {
  const lang = useLang();
  const { phase, busy } = game;
  const money = (c: number) => formatMoney(centsToMoney(c), lang);
  if (phase.kind === 'result') {
    return (
      <section className="changer-deal" data-testid="change-deal">
        <ChangeResult change={phase.played.change} onAgain={game.reset} />
      </section>
    );
  }
  if (phase.kind === 'spinning' && deal) {
    return (
      <section className="changer-deal" data-testid="change-deal">
        <ChangeAnimation given={deal.given} target={deal.target} durationMs={phase.durationMs} />
      </section>
    );
  }
  return (
    <section className="changer-deal" data-testid="change-deal">
      <dl className="changer-sum">
        <div>
          <dt>
            <FormattedMessage id="changer.sum.value" values={{ count: items }} />
          </dt>
          <dd data-testid="change-value">{money(valueCents)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage
              id="changer.sum.spread"
              values={{ spread: <FormattedNumber value={info.spreadBps / 10_000} style="percent" maximumFractionDigits={2} /> }}
            />
          </dt>
          <dd data-testid="change-spread">−{money(spreadCents(valueCents, info.spreadBps))}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="changer.sum.credit" />
          </dt>
          <dd data-testid="change-credit">{money(creditCents)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="changer.sum.target" />
          </dt>
          <dd data-testid="change-target-price">{target ? money(target.price) : '—'}</dd>
        </div>
        <div className="changer-sum__diff">
          <dt>
            <FormattedMessage id="changer.sum.difference" />
          </dt>
          <dd data-testid="change-difference" data-cents={state.kind === 'change' ? state.difference : undefined}>
            {state.kind === 'change' ? `+${money(state.difference)}` : '—'}
          </dd>
        </div>
      </dl>
      {target && state.kind === 'change' && (
        <p className="changer-confirm" data-testid="change-confirm-text">
          <FormattedMessage
            id="changer.confirm"
            values={{ count: items, target: target.marketHashName, difference: money(state.difference), b: (t: ReactNode[]) => <strong>{t}</strong> }}
          />
        </p>
      )}
      <PlayBar
        cls="changer"
        testIds={{ play: 'change-submit', fast: 'change-fast' }}
        label={state.kind === 'signIn' ? <FormattedMessage id="changer.signIn" /> : <FormattedMessage id="changer.submit" />}
        onPlay={onChange}
        busy={busy}
        disabled={state.kind !== 'change' && state.kind !== 'signIn'}
        hint={<ChangeHint state={state} />}
        prefs={prefs}
        fastLabel={<FormattedMessage id="changer.fast" />}
      />
    </section>
  );
}

/** Why the change button is off (or what it needs next), in the player's language. */
function ChangeHint({ state }: { state: ChangeState }) {
  let text: ReactNode = null;
  switch (state.kind) {
    case 'change':
    case 'signIn':
      return null;
    case 'unavailable':
      text = <ReasonText reason={state.reason} />;
      break;
    case 'noItems':
      text = <FormattedMessage id="changer.why.noItems" />;
      break;
    case 'tooMany':
      text = <FormattedMessage id="changer.why.tooMany" values={{ max: state.max }} />;
      break;
    case 'noTarget':
      text = <FormattedMessage id="changer.why.noTarget" />;
      break;
    case 'tooDear':
      text = <FormattedMessage id="changer.why.tooDear" />;
      break;
  }
  return (
    <PlayWhy cls="changer" testId="change-reason" reason={state.kind} blocked={state.kind === 'unavailable'}>
      {text}
    </PlayWhy>
  );
}
