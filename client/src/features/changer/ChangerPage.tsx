import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { LLink, useLang } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { DropPicker } from '../../entities/drop/DropPicker';
import { pickedCents, selectionFull, togglePicked, type PickedDrop } from '../../entities/drop/selection';
import { ItemArt } from '../../entities/item/ItemArt';
import { ItemCard } from '../../entities/item/ItemCard';
import { splitName } from '../../entities/item/rarity';
import { isMessageId, type MessageId } from '../../i18n/messageIds';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { useStoredFlag } from '../play/prefs';
import { reasonMessage } from '../upgrade/rules';
import { LEVEL_UP_KEY } from '../../app/state/levelUp';
import { ChangeFeed } from './ChangeFeed';
import { ChangeTargets, type Target } from './ChangeTargets';
import { changeMs, changeState, credit, keepsTarget, spreadCents, type ChangeState } from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { ChangerPageQuery } from '../../__generated__/ChangerPageQuery.graphql';
import type { ChangerPageChangeMutation, ChangerPageChangeMutation$data } from '../../__generated__/ChangerPageChangeMutation.graphql';
import type { ChangerPage_change$key } from '../../__generated__/ChangerPage_change.graphql';
import './changer.css';

const query = graphql`
  query ChangerPageQuery {
    me {
      id
      balance
      level
      nickname
      avatar
    }
    changerInfo {
      spreadBps
      maxItems
      playable
      reason
    }
    ...ChangeFeed_query
  }
`;

// The given drops come back changed, so they leave the item list; the
// payload's user carries the balance the header shows.
const changeMutation = graphql`
  mutation ChangerPageChangeMutation($input: ChangeInput!) {
    changeSkins(input: $input) {
      change {
        id
        difference
        given {
          id
          state
        }
        ...ChangerPage_change
      }
      user {
        id
        balance
        heldCount
        level
        xp
      }
    }
  }
`;

// The result reads what was changed from the change itself (the prices it was made at).
const resultFragment = graphql`
  fragment ChangerPage_change on SkinChange {
    itemsValue
    credit
    targetPrice
    difference
    result {
      id
      item {
        ...ItemCard_item
      }
    }
  }
`;

type Payload = ChangerPageChangeMutation$data['changeSkins'];
type Phase = { kind: 'idle' } | { kind: 'changing'; durationMs: number; given: PickedDrop[]; target: Target } | { kind: 'result'; played: Payload };

export default function ChangerPage({ queryRef }: ScreenProps<ChangerPageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<ChangerPageQuery>(query, queryRef);
  const [commitChange, changing] = useMutation<ChangerPageChangeMutation>(changeMutation);
  const info = data.changerInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? data.me : null;
  const [picked, setPicked] = useState<PickedDrop[]>([]);
  const [target, setTarget] = useState<Target | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [reloadKey, setReloadKey] = useState(0);
  const [fast, setFast] = useStoredFlag('isFast');
  useDocumentTitle(intl.formatMessage({ id: 'page.skinChanger' }));

  const retained = useRef<Disposable | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      retained.current?.dispose();
      clearTimeout(timer.current);
    },
    [],
  );

  const busy = changing || phase.kind === 'changing';
  const pickedIds = picked.map((p) => p.id);
  const full = selectionFull(pickedIds, info.maxItems);
  const value = pickedCents(picked);
  const creditCents = credit(value, info.spreadBps);
  const state = changeState(info, { signedIn: !!me, items: picked.length, credit: creditCents, target: target?.price ?? null });
  const money = (c: number) => formatMoney(centsToMoney(c), lang);

  // A target the new selection no longer pays for is put back.
  useEffect(() => {
    if (target && !keepsTarget(target, creditCents)) setTarget(null);
  }, [target, creditCents]);

  const change = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'change' || !target || busy) return;
    const duration = changeMs(fast);
    const levelBefore = me?.level ?? 0;
    const given = picked;
    const variables = { input: { dropIds: pickedIds, target: target.marketHashName, delayMs: duration } };
    commitChange({
      variables,
      onCompleted: (res) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(changeMutation), variables));
        const p = res.changeSkins;
        setPhase({ kind: 'changing', durationMs: duration, given, target });
        setPicked([]);
        setTarget(null);
        if (p.user.level > levelBefore) sessionStorage.setItem(LEVEL_UP_KEY, String(p.user.level));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setPhase({ kind: 'result', played: p });
          setReloadKey((k) => k + 1);
          const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
          if (level && me) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
        }, duration);
      },
      onError: (e) => handleApiError(e, { area: 'skin_changer' }),
    });
  };

  return (
    <div className="page changer-page" data-testid="changer-page">
      <header className="changer-head">
        <h1 className="page__title">
          <FormattedMessage id="page.skinChanger" />
        </h1>
        <p className="muted">
          <FormattedMessage id="changer.subtitle" />
        </p>
      </header>

      <section className="changer-deal" data-testid="change-deal">
        {phase.kind === 'result' ? (
          <ChangeResult change={phase.played.change} onAgain={() => setPhase({ kind: 'idle' })} />
        ) : phase.kind === 'changing' ? (
          <ChangeAnimation given={phase.given} target={phase.target} durationMs={phase.durationMs} />
        ) : (
          <>
            <dl className="changer-sum">
              <div>
                <dt>
                  <FormattedMessage id="changer.sum.value" values={{ count: picked.length }} />
                </dt>
                <dd data-testid="change-value">{money(value)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage
                    id="changer.sum.spread"
                    values={{ spread: <FormattedNumber value={info.spreadBps / 10_000} style="percent" maximumFractionDigits={2} /> }}
                  />
                </dt>
                <dd data-testid="change-spread">−{money(spreadCents(value, info.spreadBps))}</dd>
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
                  values={{ count: picked.length, target: target.marketHashName, difference: money(state.difference), b: (t: ReactNode[]) => <strong>{t}</strong> }}
                />
              </p>
            )}
            <div className="changer-controls">
              <Button
                size="fat"
                onClick={change}
                loading={busy}
                disabled={state.kind !== 'change' && state.kind !== 'signIn'}
                data-testid="change-submit"
              >
                {state.kind === 'signIn' ? <FormattedMessage id="changer.signIn" /> : <FormattedMessage id="changer.submit" />}
              </Button>
              {!busy && <ChangeHint state={state} />}
              <label className="toggle">
                <input type="checkbox" checked={fast} onChange={(e) => setFast(e.target.checked)} data-testid="change-fast" />
                <span>
                  <FormattedMessage id="changer.fast" />
                </span>
              </label>
            </div>
          </>
        )}
      </section>

      <div className="changer-grid">
        <section className="changer-panel" data-testid="change-items">
          <header className="changer-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="changer.items.title" />
            </h2>
            {me && (
              <span className={`muted small ${full ? 'is-full' : ''}`} data-testid="change-count">
                <FormattedMessage id="changer.items.count" values={{ count: picked.length, max: info.maxItems }} />
              </span>
            )}
          </header>
          {!me ? (
            <div className="changer-signin" data-testid="change-sign-in">
              <p className="muted">
                <FormattedMessage id="changer.items.signIn" />
              </p>
              <Button size="large" onClick={() => ui.open({ type: 'login' })}>
                <FormattedMessage id="changer.signIn" />
              </Button>
            </div>
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <DropPicker
                userId={me.id}
                selected={pickedIds}
                full={full}
                disabled={busy}
                onToggle={(d) => setPicked(togglePicked(picked, d, info.maxItems))}
                reloadKey={reloadKey}
                empty={<FormattedMessage id="changer.items.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
              />
            </Suspense>
          )}
        </section>

        <section className="changer-panel" data-testid="change-target-panel">
          <header className="changer-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="changer.target.title" />
            </h2>
          </header>
          {picked.length > 0 ? (
            <ChangeTargets
              dropIds={pickedIds}
              selected={target?.marketHashName ?? null}
              disabled={busy}
              onSelect={(t) => setTarget((cur) => (cur?.marketHashName === t.marketHashName ? null : t))}
            />
          ) : (
            <p className="muted" data-testid="change-targets-hint">
              <FormattedMessage id="changer.target.pickFirst" />
            </p>
          )}
        </section>
      </div>

      <ChangeFeed queryRef={data} />

      <section className="changer-rules" data-testid="changer-rules">
        <h2 className="section-title">
          <FormattedMessage id="changer.rules.title" />
        </h2>
        <ol className="changer-rules__list">
          <li>
            <FormattedMessage id="changer.rules.give" values={{ max: info.maxItems }} />
          </li>
          <li>
            <FormattedMessage
              id="changer.rules.credit"
              values={{ spread: <FormattedNumber value={info.spreadBps / 10_000} style="percent" maximumFractionDigits={2} />, b: (t: ReactNode[]) => <strong>{t}</strong> }}
            />
          </li>
          <li>
            <FormattedMessage id="changer.rules.take" values={{ b: (t: ReactNode[]) => <strong>{t}</strong> }} />
          </li>
        </ol>
      </section>
    </div>
  );
}

/** The given items melt into the target while the change is announced. */
function ChangeAnimation({ given, target, durationMs }: { given: PickedDrop[]; target: Target; durationMs: number }) {
  const style = { '--change-ms': `${durationMs}ms` } as CSSProperties;
  const { weapon, skin } = splitName(target.marketHashName);
  return (
    <div className="changer-anim" style={style} data-testid="change-animation" aria-hidden>
      <span className="changer-anim__given">
        {given.slice(0, 5).map((g) => (
          <span key={g.id} className="changer-anim__chip">
            {splitName(g.marketHashName).weapon}
          </span>
        ))}
      </span>
      <span className="changer-anim__arrow">→</span>
      <span className="changer-anim__target">
        <ItemArt name={target.marketHashName} rarity={target.rarity} image={target.image} compact />
        <span>
          <span className="muted">{weapon}</span> {skin}
        </span>
      </span>
    </div>
  );
}

/** The new item, and the difference paid to the balance. */
function ChangeResult({ change, onAgain }: { change: ChangerPage_change$key; onAgain: () => void }) {
  const lang = useLang();
  const c = useFragment(resultFragment, change);
  return (
    <div className="changer-result" data-testid="change-result" aria-live="polite">
      <h2 className="changer-result__title">
        <FormattedMessage id="changer.result.title" />
      </h2>
      <div className="changer-result__item">
        <ItemCard item={c.result.item} testId="change-new-item" />
      </div>
      <p className="changer-result__diff" data-testid="change-credited" data-cents={moneyToCents(c.difference)}>
        <FormattedMessage id="changer.result.credited" values={{ amount: formatMoney(c.difference, lang) }} />
      </p>
      <p className="muted small">
        <FormattedMessage
          id="changer.result.detail"
          values={{ value: formatMoney(c.itemsValue, lang), credit: formatMoney(c.credit, lang), price: formatMoney(c.targetPrice, lang) }}
        />
      </p>
      <Button size="large" color="secondary" onClick={onAgain} data-testid="change-again">
        <FormattedMessage id="changer.result.again" />
      </Button>
    </div>
  );
}

/** Why the change button is off (or what it needs next), in the player's language. */
function ChangeHint({ state }: { state: ChangeState }) {
  const intl = useIntl();
  let text: ReactNode = null;
  switch (state.kind) {
    case 'change':
    case 'signIn':
      return null;
    case 'unavailable':
      text = <FormattedMessage id={reasonMessage(state.reason, (r) => isMessageId(r, intl.messages)) as MessageId} />;
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
    <p className={`changer-why ${state.kind === 'unavailable' ? 'is-blocked' : ''}`} data-testid="change-reason" data-reason={state.kind}>
      {text}
    </p>
  );
}
