import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { LLink } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { ui } from '../../app/state/ui';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { PickedDrop } from '../../entities/drop/selection';
import { StakePicker } from '../play/StakePicker';
import { usePlay } from '../play/usePlay';
import { usePlayPrefs } from '../play/prefs';
import { useStake } from '../play/useStake';
import { ChangeDeal } from './ChangeDeal';
import { ChangeFeed } from './ChangeFeed';
import { ChangeTargets, type Target } from './ChangeTargets';
import { changeMs, changeState, credit, keepsTarget } from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { ChangerPageQuery } from '../../__generated__/ChangerPageQuery.graphql';
import type { ChangerPageChangeMutation, ChangerPageChangeMutation$data } from '../../__generated__/ChangerPageChangeMutation.graphql';
import './changer.css';

const query = graphql`
  query ChangerPageQuery {
    me {
      id
      balance
      levelBasedOnXp
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
        ...ChangeResult_change
      }
      user {
        id
        balance
        heldCount
        levelBasedOnXp
        xp
      }
    }
  }
`;

export type Payload = ChangerPageChangeMutation$data['changeSkins'];
/** What the animation shows: the items given and the target taken. */
export interface Deal {
  given: PickedDrop[];
  target: Target;
}

export default function ChangerPage({ queryRef }: ScreenProps<ChangerPageQuery>) {
  const intl = useIntl();
  const token = useToken();
  const data = usePreloadedQuery<ChangerPageQuery>(query, queryRef);
  const info = data.changerInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? (data.me ?? null) : null;
  const prefs = usePlayPrefs();
  const stake = useStake({ maxItems: info.maxItems, centsPerBullet: 0 });
  const [target, setTarget] = useState<Target | null>(null);
  const [deal, setDeal] = useState<Deal | null>(null);
  // The changer makes no sound.
  const game = usePlay<ChangerPageChangeMutation, Payload>({
    mutation: changeMutation,
    payloadOf: (res) => res.changeSkins,
    levelOf: (p) => p.user.levelBasedOnXp,
    me,
    area: 'skin_changer',
    mute: true,
  });
  useDocumentTitle(intl.formatMessage({ id: 'page.skinChanger' }));

  const { busy } = game;
  const creditCents = credit(stake.itemsCents, info.spreadBps);
  const state = changeState(info, { signedIn: !!me, items: stake.picked.length, credit: creditCents, target: target?.price ?? null });

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
    const duration = changeMs(prefs.fast);
    const given = stake.picked;
    game.play(
      { input: { dropIds: stake.ids, target: target.marketHashName, delayMs: duration } },
      {
        durationMs: duration,
        settleMs: 0,
        onPlayed: () => {
          setDeal({ given, target });
          stake.clear();
          setTarget(null);
        },
      },
    );
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

      <ChangeDeal
        info={info}
        items={stake.picked.length}
        valueCents={stake.itemsCents}
        creditCents={creditCents}
        target={target}
        state={state}
        game={game}
        deal={deal}
        prefs={prefs}
        onChange={change}
      />

      <div className="changer-grid">
        <StakePicker
          cls="changer"
          testIds={{ panel: 'change-items', count: 'change-count', signIn: 'change-sign-in' }}
          title={<FormattedMessage id="changer.items.title" />}
          count={<FormattedMessage id="changer.items.count" values={{ count: stake.picked.length, max: info.maxItems }} />}
          signInText={<FormattedMessage id="changer.items.signIn" />}
          signInLabel={<FormattedMessage id="changer.signIn" />}
          empty={<FormattedMessage id="changer.items.empty" values={{ link: (t) => <LLink to="/" className="link">{t}</LLink> }} />}
          userId={me?.id ?? null}
          stake={stake}
          disabled={busy}
          reloadKey={game.reloadKey}
        />

        <section className="changer-panel" data-testid="change-target-panel">
          <header className="changer-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="changer.target.title" />
            </h2>
          </header>
          {stake.picked.length > 0 ? (
            <ChangeTargets
              dropIds={stake.ids}
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
      <ChangerRules maxItems={info.maxItems} spreadBps={info.spreadBps} />
    </div>
  );
}

const bold = (t: ReactNode[]) => <strong>{t}</strong>;

/** Give items, get their value less the spread, take an item for it. */
function ChangerRules({ maxItems, spreadBps }: { maxItems: number; spreadBps: number }) {
  return (
    <section className="changer-rules" data-testid="changer-rules">
      <h2 className="section-title">
        <FormattedMessage id="changer.rules.title" />
      </h2>
      <ol className="changer-rules__list">
        <li>
          <FormattedMessage id="changer.rules.give" values={{ max: maxItems }} />
        </li>
        <li>
          <FormattedMessage
            id="changer.rules.credit"
            values={{ spread: <FormattedNumber value={spreadBps / 10_000} style="percent" maximumFractionDigits={2} />, b: bold }}
          />
        </li>
        <li>
          <FormattedMessage id="changer.rules.take" values={{ b: bold }} />
        </li>
      </ol>
    </section>
  );
}
