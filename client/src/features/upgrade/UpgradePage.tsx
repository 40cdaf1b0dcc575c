import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { LLink, useLang } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { NumberInput } from '../../app/ui/NumberInput';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { DropPicker } from '../../entities/drop/DropPicker';
import { togglePicked, type PickedDrop } from '../../entities/drop/selection';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { isMessageId, type MessageId } from '../../i18n/messageIds';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { useStoredFlag } from '../cases/prefs';
import { playSpin, unlockAudio } from '../cases/sound';
import { FairPanel } from '../fair/FairPanel';
import { LEVEL_UP_KEY } from '../users/levelUp';
import { Dial } from './Dial';
import { TargetPicker, type Target } from './TargetPicker';
import { UpgradeResult } from './UpgradeResult';
import { UpgradeRules } from './UpgradeRules';
import {
  FAST_SPIN_TURNS,
  SCALE,
  SETTLE_MS,
  SPIN_TURNS,
  chanceFraction,
  playState,
  rawChance,
  reasonMessage,
  selectionFull,
  spinMs,
  spinRotation,
  stakeCents,
  winZone,
  type Mode,
  type PlayState,
} from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { UpgradePageQuery } from '../../__generated__/UpgradePageQuery.graphql';
import type { UpgradePagePlayMutation, UpgradePagePlayMutation$data } from '../../__generated__/UpgradePagePlayMutation.graphql';
import './upgrade.css';

const query = graphql`
  query UpgradePageQuery {
    me {
      id
      balance
      bullets
      level
      nickname
      avatar
    }
    upgradeInfo {
      houseEdgeBps
      minChance
      maxChance
      centsPerBullet
      maxItems
      balanceAllowed
      playable
      reason
      tiers {
        id
        from
        to
        fromIncluded
        toIncluded
      }
    }
    ...TargetPicker_query
    ...FairPanel_query
  }
`;

// The payload's user carries the balances the header shows; the staked
// drops come back upgraded, so they leave the stake list.
const playMutation = graphql`
  mutation UpgradePagePlayMutation($input: UpgradeInput!) {
    upgradeItems(input: $input) {
      upgrade {
        id
        chance
        stake
        ticket
        winFrom
        winTo
        won
        ...UpgradeResult_upgrade
        staked {
          id
          state
        }
      }
      user {
        id
        balance
        bullets
        crystals
        level
        xp
        heldCount
      }
      fairSeed {
        id
        serverSeedHash
        clientSeed
        nonce
      }
    }
  }
`;

type Payload = UpgradePagePlayMutation$data['upgradeItems'];
type Phase = { kind: 'idle' } | { kind: 'spinning'; played: Payload } | { kind: 'result'; played: Payload };

export default function UpgradePage({ queryRef }: ScreenProps<UpgradePageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<UpgradePageQuery>(query, queryRef);
  const [commitPlay, playing] = useMutation<UpgradePagePlayMutation>(playMutation);
  const [picked, setPicked] = useState<PickedDrop[]>([]);
  const [target, setTarget] = useState<Target | null>(null);
  const [balance, setBalance] = useState('');
  const [bullets, setBullets] = useState('');
  const [mode, setMode] = useState<Mode>('low');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [rotation, setRotation] = useState(0);
  const [spinFor, setSpinFor] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute, setMute] = useStoredFlag('isMute');
  useDocumentTitle(intl.formatMessage({ id: 'page.upgrade' }));

  // The result reads the play from the store: keep it until the next play or leaving.
  const retained = useRef<Disposable | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      retained.current?.dispose();
      clearTimeout(timer.current);
    },
    [],
  );

  const info = data.upgradeInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? data.me : null;
  const rules = me ? info : { ...info, playable: false, reason: 'api.no_auth' };
  const heldBalance = moneyToCents(me?.balance);
  const heldBullets = me?.bullets ?? 0;
  const balanceCents = info.balanceAllowed ? moneyToCents(balance) : 0;
  const bulletCount = Number(bullets || 0);
  const pickedIds = picked.map((p) => p.id);
  const stake = stakeCents(
    picked.map((p) => p.cents),
    bulletCount,
    info.centsPerBullet,
    balanceCents,
  );
  const state = playState(rules, {
    items: picked.length,
    stake,
    target: target?.price ?? null,
    bullets: bulletCount,
    heldBullets,
    balance: balanceCents,
    heldBalance,
  });
  const busy = playing || phase.kind === 'spinning';
  const full = selectionFull(pickedIds, info.maxItems);
  const chance = target ? rawChance(stake, target.price, info.houseEdgeBps) : 0;
  const played = phase.kind === 'idle' ? null : phase.played;
  const zone: [number, number] | null = played
    ? [played.upgrade.winFrom, played.upgrade.winTo]
    : chance > 0
      ? winZone(Math.min(chance, SCALE), mode)
      : null;

  // Each item keeps the price it had when picked: the stake the dial shows.
  const toggle = (drop: PickedDrop) => setPicked(togglePicked(picked, drop, info.maxItems));

  const play = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'play' || !target || busy) return;
    if (!mute) unlockAudio();
    const duration = spinMs(fast);
    const levelBefore = me?.level ?? 0;
    const variables = {
      input: {
        dropIds: pickedIds,
        target: target.marketHashName,
        bullets: bulletCount,
        balance: centsToMoney(balanceCents),
        mode,
        // The server keeps a win out of the live feed until the dial has stopped.
        delayMs: duration + SETTLE_MS,
      },
    };
    commitPlay({
      variables,
      onCompleted: (res) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(playMutation), variables));
        const p = res.upgradeItems;
        setPicked([]);
        setSpinFor(duration);
        setRotation((r) => spinRotation(r, p.upgrade.ticket, fast ? FAST_SPIN_TURNS : SPIN_TURNS));
        setPhase({ kind: 'spinning', played: p });
        if (!mute) playSpin(duration);
        if (p.user.level > levelBefore) sessionStorage.setItem(LEVEL_UP_KEY, String(p.user.level));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setPhase({ kind: 'result', played: p });
          setSpinFor(0);
          setReloadKey((k) => k + 1);
          const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
          if (level && me) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
        }, duration + SETTLE_MS);
      },
      onError: (e) => handleApiError(e, { area: 'upgrade' }),
    });
  };

  const outcome = phase.kind === 'result' ? (phase.played.upgrade.won ? 'won' : 'lost') : null;

  return (
    <div className="page upgrade-page" data-testid="upgrade-page">
      <header className="upgrade-head">
        <h1 className="page__title">
          <FormattedMessage id="page.upgrade" />
        </h1>
        <p className="muted">
          <FormattedMessage id="upgrade.subtitle" />
        </p>
      </header>

      <div className="upgrade-grid">
        <section className="upgrade-panel upgrade-panel--stake" data-testid="upgrade-stake">
          <header className="upgrade-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="upgrade.stake.title" />
            </h2>
            {me && (
              <span className={`muted small ${full ? 'is-full' : ''}`} data-testid="stake-count">
                <FormattedMessage id="upgrade.stake.count" values={{ count: picked.length, max: info.maxItems }} />
              </span>
            )}
          </header>
          {!me ? (
            <div className="upgrade-signin" data-testid="upgrade-sign-in">
              <p className="muted">
                <FormattedMessage id="upgrade.stake.signIn" />
              </p>
              <Button size="large" onClick={() => ui.open({ type: 'login' })} data-testid="upgrade-sign-in-button">
                <FormattedMessage id="upgrade.signIn" />
              </Button>
            </div>
          ) : (
            <>
              <Suspense fallback={<PageSpinner />}>
                <DropPicker
                  userId={me.id}
                  selected={pickedIds}
                  full={full}
                  disabled={busy}
                  onToggle={toggle}
                  reloadKey={reloadKey}
                  empty={<FormattedMessage id="upgrade.stake.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
                />
              </Suspense>
              <div className="upgrade-amounts">
                {info.balanceAllowed && (
                  <label className="upgrade-amount">
                    <span className="upgrade-amount__label">
                      <FormattedMessage id="upgrade.stake.balance" />
                      <span className="muted small">
                        <FormattedMessage id="upgrade.stake.balanceHeld" values={{ amount: formatMoney(me.balance, lang) }} />
                      </span>
                    </span>
                    <NumberInput
                      value={balance}
                      onChange={setBalance}
                      decimals={2}
                      max={heldBalance / 100}
                      placeholder="0.00"
                      disabled={busy}
                      data-testid="stake-balance"
                    />
                  </label>
                )}
                {heldBullets > 0 && (
                  <label className="upgrade-amount">
                    <span className="upgrade-amount__label">
                      <FormattedMessage id="upgrade.stake.bullets" />
                      <span className="muted small">
                        <FormattedMessage
                          id="upgrade.stake.bulletsHeld"
                          values={{ count: heldBullets, value: formatMoney(centsToMoney(info.centsPerBullet), lang) }}
                        />
                      </span>
                    </span>
                    <NumberInput value={bullets} onChange={setBullets} integer max={heldBullets} placeholder="0" disabled={busy} data-testid="stake-bullets" />
                  </label>
                )}
              </div>
            </>
          )}
        </section>

        <section className="upgrade-panel upgrade-panel--dial" data-testid="upgrade-centre">
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

          {phase.kind === 'result' ? (
            <UpgradeResult
              upgrade={phase.played.upgrade}
              clientSeed={phase.played.fairSeed.clientSeed}
              onAgain={() => setPhase({ kind: 'idle' })}
            />
          ) : (
            <div className="upgrade-controls">
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
                    disabled={busy}
                    onClick={() => setMode(m)}
                    data-testid={`mode-${m}`}
                  >
                    <FormattedMessage id={m === 'low' ? 'upgrade.mode.low' : 'upgrade.mode.high'} />
                  </button>
                ))}
              </div>
              <p className="muted small upgrade-edge" data-testid="house-edge">
                <FormattedMessage
                  id="upgrade.dial.edge"
                  values={{ edge: <FormattedNumber value={info.houseEdgeBps / 10_000} style="percent" maximumFractionDigits={2} /> }}
                />
              </p>
              <Button
                size="fat"
                onClick={play}
                loading={busy}
                disabled={state.kind !== 'play' && state.kind !== 'signIn'}
                data-testid="upgrade-play"
              >
                {state.kind === 'signIn' ? <FormattedMessage id="upgrade.signIn" /> : <FormattedMessage id="upgrade.play" />}
              </Button>
              {!busy && <PlayHint state={state} />}
              <div className="upgrade-toggles">
                <label className="toggle">
                  <input type="checkbox" checked={fast} onChange={(e) => setFast(e.target.checked)} data-testid="upgrade-fast" />
                  <span>
                    <FormattedMessage id="upgrade.fast" />
                  </span>
                </label>
                <label className="toggle">
                  <input type="checkbox" checked={mute} onChange={(e) => setMute(e.target.checked)} />
                  <span>
                    <FormattedMessage id="upgrade.mute" />
                  </span>
                </label>
              </div>
            </div>
          )}
        </section>

        <section className="upgrade-panel upgrade-panel--target" data-testid="upgrade-targets">
          <header className="upgrade-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="upgrade.target.title" />
            </h2>
          </header>
          <TargetPicker
            queryRef={data}
            tiers={info.tiers}
            stake={stake}
            edgeBps={info.houseEdgeBps}
            selected={target?.marketHashName ?? null}
            disabled={busy}
            onSelect={(t) => setTarget((cur) => (cur?.marketHashName === t.marketHashName ? null : t))}
          />
        </section>
      </div>

      <UpgradeRules
        houseEdgeBps={info.houseEdgeBps}
        minChance={info.minChance}
        maxChance={info.maxChance}
        maxItems={info.maxItems}
        centsPerBullet={info.centsPerBullet}
      />
      <FairPanel queryRef={data} />
    </div>
  );
}

/** Why the play button is off (or what it needs next), in the player's language. */
function PlayHint({ state }: { state: PlayState }) {
  const intl = useIntl();
  const pct = (ppm: number) => <FormattedNumber value={chanceFraction(ppm)} style="percent" maximumFractionDigits={2} />;
  let text: ReactNode = null;
  switch (state.kind) {
    case 'play':
    case 'signIn':
      return null;
    case 'unavailable': {
      const id = reasonMessage(state.reason, (r) => isMessageId(r, intl.messages)) as MessageId;
      text = <FormattedMessage id={id} />;
      break;
    }
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
    <p className={`upgrade-why ${state.kind === 'unavailable' ? 'is-blocked' : ''}`} data-testid="play-reason" data-reason={state.kind}>
      {text}
    </p>
  );
}
