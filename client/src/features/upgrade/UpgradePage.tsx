import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useToken } from '../../app/auth/useToken';
import { ui } from '../../app/state/ui';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { centsToMoney, moneyToCents } from '../../i18n/money';
import { FairPanel } from '../play/FairPanel';
import { PlayBar } from '../play/PlayBar';
import { usePlay } from '../play/usePlay';
import { usePlayPrefs } from '../play/prefs';
import { useStake } from '../play/useStake';
import { TargetPicker, type Target } from './TargetPicker';
import { UpgradeResult } from './UpgradeResult';
import { UpgradeRules } from './UpgradeRules';
import { ModeToggle, PlayHint, UpgradeDial } from './UpgradeCentre';
import { UpgradeStake } from './UpgradeStake';
import { FAST_SPIN_TURNS, SETTLE_MS, SPIN_TURNS, playState, spinMs, spinRotation, type Mode } from './rules';
import type { ScreenProps } from '../../app/routing/preload';
import type { UpgradePageQuery, UpgradePageQuery$data } from '../../__generated__/UpgradePageQuery.graphql';
import type { UpgradePagePlayMutation, UpgradePagePlayMutation$data } from '../../__generated__/UpgradePagePlayMutation.graphql';
import './upgrade.css';

const query = graphql`
  query UpgradePageQuery {
    me {
      id
      balance
      bullets
      levelBasedOnXp
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
        levelBasedOnXp
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

export type Payload = UpgradePagePlayMutation$data['upgradeItems'];
export type Info = UpgradePageQuery$data['upgradeInfo'];
export type Me = NonNullable<UpgradePageQuery$data['me']>;

export default function UpgradePage({ queryRef }: ScreenProps<UpgradePageQuery>) {
  const intl = useIntl();
  const token = useToken();
  const data = usePreloadedQuery<UpgradePageQuery>(query, queryRef);
  const info = data.upgradeInfo;
  // Signed out since the page loaded: a visitor again.
  const me = token ? (data.me ?? null) : null;
  const prefs = usePlayPrefs();
  const stake = useStake({ maxItems: info.maxItems, centsPerBullet: info.centsPerBullet, balanceAllowed: info.balanceAllowed });
  const [target, setTarget] = useState<Target | null>(null);
  const [mode, setMode] = useState<Mode>('low');
  const [rotation, setRotation] = useState(0);
  const game = usePlay<UpgradePagePlayMutation, Payload>({
    mutation: playMutation,
    payloadOf: (res) => res.upgradeItems,
    levelOf: (p) => p.user.levelBasedOnXp,
    me,
    area: 'upgrade',
    mute: prefs.mute,
  });
  useDocumentTitle(intl.formatMessage({ id: 'page.upgrade' }));

  const rules = me ? info : { ...info, playable: false, reason: 'api.no_auth' };
  const state = playState(rules, {
    items: stake.picked.length,
    stake: stake.total,
    target: target?.price ?? null,
    bullets: stake.bulletCount,
    heldBullets: me?.bullets ?? 0,
    balance: stake.balanceCents,
    heldBalance: moneyToCents(me?.balance),
  });
  const { phase, busy } = game;

  const play = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'play' || !target || busy) return;
    const duration = spinMs(prefs.fast);
    const input = {
      dropIds: stake.ids,
      target: target.marketHashName,
      bullets: stake.bulletCount,
      balance: centsToMoney(stake.balanceCents),
      mode,
      // The server keeps a win out of the live feed until the dial has stopped.
      delayMs: duration + SETTLE_MS,
    };
    game.play(
      { input },
      {
        durationMs: duration,
        settleMs: SETTLE_MS,
        onPlayed: (p) => {
          stake.clear();
          setRotation((r) => spinRotation(r, p.upgrade.ticket, prefs.fast ? FAST_SPIN_TURNS : SPIN_TURNS));
        },
      },
    );
  };

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
        <UpgradeStake info={info} me={me} stake={stake} disabled={busy} reloadKey={game.reloadKey} />

        <section className="upgrade-panel upgrade-panel--dial" data-testid="upgrade-centre">
          <UpgradeDial
            info={info}
            stake={stake.total}
            target={target}
            mode={mode}
            played={phase.kind === 'idle' ? null : phase.played}
            rotation={rotation}
            spinFor={phase.kind === 'spinning' ? phase.durationMs : 0}
            outcome={phase.kind === 'result' ? (phase.played.upgrade.won ? 'won' : 'lost') : null}
          />
          {phase.kind === 'result' ? (
            <UpgradeResult upgrade={phase.played.upgrade} clientSeed={phase.played.fairSeed.clientSeed} seedHash={phase.played.fairSeed.serverSeedHash} onAgain={game.reset} />
          ) : (
            <PlayBar
              cls="upgrade"
              testIds={{ play: 'upgrade-play', fast: 'upgrade-fast' }}
              label={state.kind === 'signIn' ? <FormattedMessage id="upgrade.signIn" /> : <FormattedMessage id="upgrade.play" />}
              onPlay={play}
              busy={busy}
              disabled={state.kind !== 'play' && state.kind !== 'signIn'}
              hint={<PlayHint state={state} />}
              prefs={prefs}
              fastLabel={<FormattedMessage id="upgrade.fast" />}
              muteLabel={<FormattedMessage id="upgrade.mute" />}
            >
              <ModeToggle mode={mode} onMode={setMode} disabled={busy} />
              <p className="muted small upgrade-edge" data-testid="house-edge">
                <FormattedMessage
                  id="upgrade.dial.edge"
                  values={{ edge: <FormattedNumber value={info.houseEdgeBps / 10_000} style="percent" maximumFractionDigits={2} /> }}
                />
              </p>
            </PlayBar>
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
            stake={stake.total}
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

