import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { LLink, useLang } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { NumberInput } from '../../app/ui/NumberInput';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { DropPicker } from '../../entities/drop/DropPicker';
import { selectionFull, togglePicked, type PickedDrop } from '../../entities/drop/selection';
import { isMessageId, type MessageId } from '../../i18n/messageIds';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { useStoredFlag } from '../play/prefs';
import { playSpin, unlockAudio } from '../play/sound';
import { FairPanel } from '../play/FairPanel';
import { reasonMessage } from '../upgrade/rules';
import { LEVEL_UP_KEY } from '../../app/state/levelUp';
import { ContractHistory } from './ContractHistory';
import { ContractResult } from './ContractResult';
import { ContractRules, ContractRulesModal, ModeMultipliers } from './ContractRules';
import { ModeName } from './ModeName';
import { OutcomeTable, type OutcomeLine } from './OutcomeTable';
import { MODES, SETTLE_MS, band, lineAt, playState, refusalOf, rollMs, stakeCents, weaponOptions, type Mode, type PlayState } from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { ContractPageQuery } from '../../__generated__/ContractPageQuery.graphql';
import type { ContractPageCreateMutation, ContractPageCreateMutation$data } from '../../__generated__/ContractPageCreateMutation.graphql';
import type { ContractPageOutcomesQuery, ContractPageOutcomesQuery$data } from '../../__generated__/ContractPageOutcomesQuery.graphql';
import './contract.css';

const query = graphql`
  query ContractPageQuery {
    me {
      id
      balance
      bullets
      level
      nickname
      avatar
    }
    contractInfo {
      houseEdgeBps
      minItems
      maxItems
      maxOutcomes
      centsPerBullet
      modes {
        mode
        lowPermille
        highPermille
      }
      rulesAccepted
      playable
      reason
    }
    ...FairPanel_query
  }
`;

// The table a contract of these drops would be played on now.
const outcomesQuery = graphql`
  query ContractPageOutcomesQuery($dropIds: [ID!], $bullets: Int, $mode: ContractMode, $weapon: String) {
    contractOutcomes(dropIds: $dropIds, bullets: $bullets, mode: $mode, weapon: $weapon) {
      stake
      mode
      weapon
      low
      high
      target
      expectedValue
      outcomes {
        item {
          id
          marketHashName
          weapon
          rarity
          image
        }
        price
        from
        to
        chance
      }
    }
  }
`;

// The given drops come back contracted, so they leave the item list; the
// payload's user carries the balances the header shows.
const createMutation = graphql`
  mutation ContractPageCreateMutation($input: ContractInput!) {
    createContract(input: $input) {
      contract {
        id
        stake
        expectedValue
        ticket
        nonce
        outcomes {
          item {
            id
            marketHashName
            weapon
            rarity
            image
          }
          price
          from
          to
          chance
        }
        given {
          id
          state
        }
        ...ContractResult_contract
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

type Preview = ContractPageOutcomesQuery$data['contractOutcomes'];
type Table = { status: 'idle' } | { status: 'loading'; last: Preview | null } | { status: 'ready'; preview: Preview } | { status: 'refused'; reason: string };
type Payload = ContractPageCreateMutation$data['createContract'];
type Phase = { kind: 'idle' } | { kind: 'rolling'; played: Payload; durationMs: number } | { kind: 'result'; played: Payload };

/** How long the selection must stay put before the table is asked for again. */
const SETTLE_TABLE_MS = 300;

interface TableArgs {
  dropIds: readonly string[];
  bullets: number;
  mode: Mode;
  weapon: string | null;
}

/** The outcome table of the selection, asked for once it has settled; a refusal is a state, not an error. */
function useOutcomes(args: TableArgs | null): Table {
  const environment = useRelayEnvironment();
  const [table, setTable] = useState<Table>({ status: 'idle' });
  const key = args ? JSON.stringify(args) : '';
  useEffect(() => {
    if (!key) {
      setTable({ status: 'idle' });
      return;
    }
    const a = JSON.parse(key) as TableArgs;
    setTable((t) => ({ status: 'loading', last: t.status === 'ready' ? t.preview : t.status === 'loading' ? t.last : null }));
    let sub: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      sub = fetchQuery<ContractPageOutcomesQuery>(
        environment,
        outcomesQuery,
        { dropIds: [...a.dropIds], bullets: a.bullets, mode: a.mode, weapon: a.weapon },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (d) => setTable({ status: 'ready', preview: d.contractOutcomes }),
        error: (e: unknown) => {
          const err = asApiError(e);
          setTable({ status: 'refused', reason: refusalOf(err.fields) ?? err.code });
        },
      });
    }, SETTLE_TABLE_MS);
    return () => {
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [key, environment]);
  return table;
}

export default function ContractPage({ queryRef }: ScreenProps<ContractPageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<ContractPageQuery>(query, queryRef);
  const [commitCreate, creating] = useMutation<ContractPageCreateMutation>(createMutation);
  const info = data.contractInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? data.me : null;
  const [picked, setPicked] = useState<PickedDrop[]>([]);
  const [bullets, setBullets] = useState('');
  const [mode, setMode] = useState<Mode>('normal');
  const [weapon, setWeapon] = useState('');
  const [weapons, setWeapons] = useState<{ weapon: string; marketHashName: string }[]>([]);
  const [accepted, setAccepted] = useState(info.rulesAccepted);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [reloadKey, setReloadKey] = useState(0);
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute, setMute] = useStoredFlag('isMute');
  useDocumentTitle(intl.formatMessage({ id: 'page.contract' }));

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

  // The rules come first: shown once the player could make a first contract.
  const mustAccept = !!me && info.playable && !accepted;
  useEffect(() => {
    if (mustAccept) setRulesOpen(true);
  }, [mustAccept]);

  const busy = creating || phase.kind === 'rolling';
  const pickedIds = picked.map((p) => p.id);
  const bulletCount = Number(bullets || 0);
  const heldBullets = me?.bullets ?? 0;
  const full = selectionFull(pickedIds, info.maxItems);
  const stake = stakeCents(
    picked.map((p) => p.cents),
    bulletCount,
    info.centsPerBullet,
  );
  const table = useOutcomes(me && picked.length > 0 && phase.kind === 'idle' ? { dropIds: pickedIds, bullets: bulletCount, mode, weapon: weapon || null } : null);
  const preview = table.status === 'ready' ? table.preview : table.status === 'loading' ? table.last : null;

  // The weapons a table can be narrowed to: those of the last table of any weapon.
  useEffect(() => {
    if (table.status === 'ready' && !table.preview.weapon) setWeapons(weaponOptions(table.preview.outcomes.map((o) => o.item)));
  }, [table]);

  const state = playState(info, {
    signedIn: !!me,
    items: picked.length,
    bullets: bulletCount,
    heldBullets,
    table: table.status === 'ready' ? 'ready' : table.status === 'refused' ? 'refused' : 'loading',
  });

  const create = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'play' || busy) return;
    if (!accepted) {
      setRulesOpen(true);
      return;
    }
    if (!mute) unlockAudio();
    const duration = rollMs(fast);
    const levelBefore = me?.level ?? 0;
    const variables = {
      input: {
        dropIds: pickedIds,
        bullets: bulletCount,
        mode,
        weapon: weapon || null,
        // The server keeps the result out of the live feed until the roll has stopped.
        delayMs: duration + SETTLE_MS,
      },
    };
    commitCreate({
      variables,
      onCompleted: (res) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(createMutation), variables));
        const p = res.createContract;
        setPicked([]);
        setBullets('');
        setPhase({ kind: 'rolling', played: p, durationMs: duration });
        if (!mute) playSpin(duration);
        if (p.user.level > levelBefore) sessionStorage.setItem(LEVEL_UP_KEY, String(p.user.level));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setPhase({ kind: 'result', played: p });
          setReloadKey((k) => k + 1);
          const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
          if (level && me) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
        }, duration + SETTLE_MS);
      },
      onError: (e) => {
        if (refusalOf(asApiError(e).fields) === 'rules_not_accepted') {
          setAccepted(false);
          setRulesOpen(true);
          return;
        }
        handleApiError(e, { area: 'contract' });
      },
    });
  };

  const played = phase.kind === 'idle' ? null : phase.played.contract;
  const lines: readonly OutcomeLine[] = played ? played.outcomes : (preview?.outcomes ?? []);
  const shownStake = played ? moneyToCents(played.stake) : preview ? moneyToCents(preview.stake) : stake;
  const modeRange = info.modes.find((m) => m.mode === mode);
  const [lo, hi] = preview && !played ? [moneyToCents(preview.low), moneyToCents(preview.high)] : modeRange ? band(shownStake, modeRange) : [0, 0];
  const ev = played ? played.expectedValue : preview?.expectedValue;
  const roll = played
    ? { ticket: played.ticket, durationMs: phase.kind === 'rolling' ? phase.durationMs : 0, hit: lineAt(played.outcomes, played.ticket), done: phase.kind === 'result' }
    : null;
  const money = (c: number) => formatMoney(centsToMoney(c), lang);

  return (
    <div className="page contract-page" data-testid="contract-page">
      <header className="contract-head">
        <h1 className="page__title">
          <FormattedMessage id="page.contract" />
        </h1>
        <p className="muted">
          <FormattedMessage id="contract.subtitle" values={{ min: info.minItems, max: info.maxItems }} />
        </p>
      </header>

      <div className="contract-grid">
        <section className="contract-panel contract-panel--items" data-testid="contract-items">
          <header className="contract-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="contract.items.title" />
            </h2>
            {me && (
              <span className={`muted small ${full ? 'is-full' : ''}`} data-testid="contract-count">
                <FormattedMessage id="contract.items.count" values={{ count: picked.length, min: info.minItems, max: info.maxItems }} />
              </span>
            )}
          </header>
          {!me ? (
            <div className="contract-signin" data-testid="contract-sign-in">
              <p className="muted">
                <FormattedMessage id="contract.items.signIn" />
              </p>
              <Button size="large" onClick={() => ui.open({ type: 'login' })} data-testid="contract-sign-in-button">
                <FormattedMessage id="contract.signIn" />
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
                  onToggle={(d) => setPicked(togglePicked(picked, d, info.maxItems))}
                  reloadKey={reloadKey}
                  empty={<FormattedMessage id="contract.items.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
                />
              </Suspense>
              {heldBullets > 0 && (
                <label className="contract-amount">
                  <span className="contract-amount__label">
                    <FormattedMessage id="contract.items.bullets" />
                    <span className="muted small">
                      <FormattedMessage id="contract.items.bulletsHeld" values={{ count: heldBullets, value: money(info.centsPerBullet) }} />
                    </span>
                  </span>
                  <NumberInput value={bullets} onChange={setBullets} integer max={heldBullets} placeholder="0" disabled={busy} data-testid="contract-bullets" />
                </label>
              )}
            </>
          )}
        </section>

        <section className="contract-panel contract-panel--play" data-testid="contract-play-panel">
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
                  disabled={busy}
                  onClick={() => setMode(m)}
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

          <label className="contract-weapon">
            <span className="muted small">
              <FormattedMessage id="contract.weapon.label" />
            </span>
            <select
              className="field__input"
              value={weapon}
              disabled={busy || (weapons.length === 0 && !weapon)}
              onChange={(e) => setWeapon(e.target.value)}
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
            <ContractResult contract={phase.played.contract} clientSeed={phase.played.fairSeed.clientSeed} onAgain={() => setPhase({ kind: 'idle' })} />
          ) : (
            <div className="contract-controls">
              <Button
                size="fat"
                onClick={create}
                loading={busy}
                disabled={state.kind !== 'play' && state.kind !== 'signIn'}
                data-testid="contract-create"
              >
                {state.kind === 'signIn' ? <FormattedMessage id="contract.signIn" /> : <FormattedMessage id="contract.create" />}
              </Button>
              {!busy && <CreateHint state={state} />}
              <div className="contract-toggles">
                <label className="toggle">
                  <input type="checkbox" checked={fast} onChange={(e) => setFast(e.target.checked)} data-testid="contract-fast" />
                  <span>
                    <FormattedMessage id="contract.fast" />
                  </span>
                </label>
                <label className="toggle">
                  <input type="checkbox" checked={mute} onChange={(e) => setMute(e.target.checked)} />
                  <span>
                    <FormattedMessage id="contract.mute" />
                  </span>
                </label>
              </div>
            </div>
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
                {me ? <FormattedMessage id="contract.table.pick" /> : <FormattedMessage id="contract.table.signIn" />}
              </p>
            )}
            {table.status === 'refused' && !played && <Refused reason={table.reason} />}
          </div>
        </section>
      </div>

      {me && (
        <section className="contract-panel" data-testid="contract-history-panel">
          <h2 className="section-title">
            <FormattedMessage id="contract.history.title" />
          </h2>
          <Suspense fallback={<PageSpinner />}>
            <ContractHistory reloadKey={reloadKey} />
          </Suspense>
        </section>
      )}

      <ContractRules info={info} />
      <FairPanel queryRef={data} />

      {rulesOpen && me && (
        <ContractRulesModal
          info={info}
          onClose={() => setRulesOpen(false)}
          onAccepted={() => {
            setAccepted(true);
            setRulesOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** Why there is no table: the catalogue cannot make a fair one, or another refusal. */
function Refused({ reason }: { reason: string }) {
  const intl = useIntl();
  const text: ReactNode =
    reason === 'no_outcomes' ? (
      <FormattedMessage id="contract.table.noOutcomes" />
    ) : (
      <FormattedMessage id={reasonMessage(reason, (r) => isMessageId(r, intl.messages)) as MessageId} />
    );
  return (
    <p className="contract-why is-blocked" data-testid="outcomes-refused" data-reason={reason}>
      {text}
    </p>
  );
}

/** Why the create button is off (or what it needs next), in the player's language. */
function CreateHint({ state }: { state: PlayState }) {
  const intl = useIntl();
  let text: ReactNode = null;
  switch (state.kind) {
    case 'play':
    case 'signIn':
      return null;
    case 'unavailable':
      text = <FormattedMessage id={reasonMessage(state.reason, (r) => isMessageId(r, intl.messages)) as MessageId} />;
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
    <p className={`contract-why ${state.kind === 'unavailable' ? 'is-blocked' : ''}`} data-testid="contract-reason" data-reason={state.kind}>
      {text}
    </p>
  );
}
