import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { LLink, useLang } from '../../app/routing/lang';
import { useRestrictions } from '../../app/state/settings';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { CaseArt } from '../../entities/case/CaseArt';
import { ItemArt } from '../../entities/item/ItemArt';
import { useItemName } from '../../i18n/labels';
import { formatMoney, moneyToCents } from '../../i18n/money';
import { Roulette } from '../play/Roulette';
import { OpenResult } from '../play/OpenResult';
import { useStoredFlag } from '../play/prefs';
import { unlockAudio } from '../play/sound';
import { LEVEL_UP_KEY } from '../../app/state/levelUp';
import { clock, countdown, dailyView } from './rules';
import type { DailyBonusPageQuery } from '../../__generated__/DailyBonusPageQuery.graphql';
import type { DailyBonusPageOpenMutation, DailyBonusPageOpenMutation$data } from '../../__generated__/DailyBonusPageOpenMutation.graphql';
import './dailybonus.css';

// The daily bonus (spec 4, 9): a free case (id 109) once per UTC day while
// the player's window is open. The window has days left (each top-up opens
// 7 days); the case's contents grow with the player's level and top-ups
// (the tier, and the most a win can be worth).

const query = graphql`
  query DailyBonusPageQuery($signedIn: Boolean!) {
    dailyBonus @include(if: $signedIn) {
      available
      daysLeft
      level
      topupsSum
      lastOpenedToday
      nextAt
      tier
      maxWin
      case {
        id
        alias
        name
        image
        ...Roulette_case
      }
    }
    dailyBonusTop(first: 10) {
      ...DailyBonusPage_feedDrop @relay(mask: false)
    }
    dailyBonusHistory(first: 10) {
      ...DailyBonusPage_feedDrop @relay(mask: false)
    }
    myDailyBonusOpens(first: 10) @include(if: $signedIn) {
      edges {
        node {
          id
          createdAt
          price
          item {
            marketHashName
            rarity
            image
          }
        }
      }
    }
    me @include(if: $signedIn) {
      id
      nickname
      avatar
      levelBasedOnXp
    }
  }
`;

graphql`
  fragment DailyBonusPage_feedDrop on FeedDrop {
    id
    nickname
    marketHashName
    rarity
    image
    price
    createdAt
  }
`;

const openMutation = graphql`
  mutation DailyBonusPageOpenMutation($fast: Boolean) {
    openDailyBonus(fast: $fast) {
      drops {
        id
        ...Roulette_drops
        ...OpenResult_drops
      }
      user {
        id
        balance
        heldCount
        levelBasedOnXp
        xp
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

/** The restriction that closes opening it (spec 6: case_open_*), besides the route's own (dailybonus). */
export const OPEN_RESTRICTION = 'case_open_dailybonus';

type Open = DailyBonusPageOpenMutation$data['openDailyBonus'];
type Phase = { kind: 'idle' } | { kind: 'spinning'; open: Open } | { kind: 'result'; open: Open };

/** Re-renders every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

interface Drop {
  readonly id: string;
  readonly nickname?: string;
  readonly marketHashName: string;
  readonly rarity: string;
  readonly image: string;
  readonly price: string;
}

function DropList({ drops, testId, empty }: { drops: readonly Drop[]; testId: string; empty: 'dailybonus.top.empty' | 'dailybonus.history.empty' | 'dailybonus.mine.empty' }) {
  const lang = useLang();
  const itemName = useItemName();
  if (!drops.length) {
    return (
      <p className="muted" data-testid={`${testId}-empty`}>
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return (
    <ul className="daily-drops" data-testid={testId}>
      {drops.map((d) => (
        <li key={d.id} className={`daily-drop rarity--${d.rarity}`} data-testid="daily-drop">
          <ItemArt name={d.marketHashName} rarity={d.rarity} image={d.image} compact />
          <span className="daily-drop__name">{itemName(d.marketHashName)}</span>
          {d.nickname !== undefined && <span className="daily-drop__who muted">{d.nickname}</span>}
          <span className="daily-drop__price">{formatMoney(d.price, lang)}</span>
        </li>
      ))}
    </ul>
  );
}

type Bonus = NonNullable<DailyBonusPageQuery['response']['dailyBonus']>;

/** What the player's bonus is today: days left, tier, the cap on a win, and what it grows with. */
function DailyFacts({ bonus }: { bonus: Bonus }) {
  const lang = useLang();
  const maxWin = moneyToCents(bonus.maxWin) > 0 ? formatMoney(bonus.maxWin, lang) : null;
  return (
    <dl className="daily-facts">
      <div>
        <dt>
          <FormattedMessage id="dailybonus.daysLeftLabel" />
        </dt>
        <dd data-testid="daily-days-left" data-days={bonus.daysLeft}>
          <FormattedMessage id="dailybonus.daysLeft" values={{ count: bonus.daysLeft }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="dailybonus.tier" />
        </dt>
        <dd data-testid="daily-tier">{bonus.tier}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="dailybonus.maxWin" />
        </dt>
        <dd data-testid="daily-max-win">{maxWin ?? <FormattedMessage id="dailybonus.noCap" />}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="dailybonus.level" />
        </dt>
        <dd>{bonus.level}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="dailybonus.topups" />
        </dt>
        <dd>{formatMoney(bonus.topupsSum, lang)}</dd>
      </div>
    </dl>
  );
}

/** The state of today's bonus and what the player can do about it: sign in, open, wait, or refill. */
function DailyStatus(props: {
  view: ReturnType<typeof dailyView>;
  left: ReturnType<typeof countdown> | null;
  restricted: boolean;
  opening: boolean;
  onOpen: () => void;
  fast: boolean;
  setFast: (on: boolean) => void;
}) {
  const { view, left, restricted, opening, onOpen: open, fast, setFast } = props;
  return (
    <div className="daily-status" data-testid="daily-status">
      {view.kind === 'signIn' && (
        <>
          <p>
            <FormattedMessage id="dailybonus.signIn" />
          </p>
          <Button size="fat" onClick={() => ui.open({ type: 'login' })} data-testid="daily-sign-in">
            <FormattedMessage id="dailybonus.signInButton" />
          </Button>
        </>
      )}
      {view.kind === 'available' && (
        <>
          <p className="daily-status__ready">
            <FormattedMessage id="dailybonus.ready" />
          </p>
          <Button size="fat" color="green" onClick={open} loading={opening} disabled={restricted} data-testid="daily-open">
            <FormattedMessage id="dailybonus.open" />
          </Button>
          {restricted && (
            <p className="muted" data-testid="open-unavailable">
              <FormattedMessage id="api.restricted" />
            </p>
          )}
          <label className="toggle">
            <input type="checkbox" checked={fast} onChange={(e) => setFast(e.target.checked)} data-testid="fast-toggle" />
            <span>
              <FormattedMessage id="cases.fast" />
            </span>
          </label>
        </>
      )}
      {view.kind === 'opened' && (
        <>
          <p>
            <FormattedMessage id="dailybonus.opened" />
          </p>
          {left && (
            <p className="daily-countdown" data-testid="daily-countdown">
              <FormattedMessage id="dailybonus.nextIn" values={{ time: clock(left) }} />
            </p>
          )}
        </>
      )}
      {view.kind === 'closed' && (
        <>
          <p data-testid="daily-closed">
            <FormattedMessage id="dailybonus.closed" />
          </p>
          <LLink to="/pay" className="btn btn--fat btn--primary" data-testid="daily-refill">
            <FormattedMessage id="dailybonus.refill" />
          </LLink>
        </>
      )}
    </div>
  );
}

export default function DailyBonusPage() {
  const intl = useIntl();
  const token = useToken();
  const restrictions = useRestrictions();
  const environment = useRelayEnvironment();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<DailyBonusPageQuery>(query, { signedIn: !!token }, { fetchPolicy: 'store-and-network', fetchKey });
  const [commitOpen, opening] = useMutation<DailyBonusPageOpenMutation>(openMutation);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute] = useStoredFlag('isMute');
  useDocumentTitle(intl.formatMessage({ id: 'page.dailybonus' }));
  const retained = useRef<Disposable | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);

  const bonus = token ? (data.dailyBonus ?? null) : null;
  const view = dailyView(bonus);
  const now = useNow(view.kind === 'opened');
  const left = view.kind === 'opened' && view.nextAt !== null ? countdown(view.nextAt, now) : null;
  // The next day has come: read the bonus again.
  const due = left?.done ?? false;
  useEffect(() => {
    if (due) setFetchKey((k) => k + 1);
  }, [due]);
  const restricted = restrictions.includes(OPEN_RESTRICTION);
  const levelBefore = data.me?.levelBasedOnXp ?? 0;

  const open = () => {
    if (!mute) unlockAudio();
    const variables = { fast };
    commitOpen({
      variables,
      onCompleted: (res) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(openMutation), variables));
        setPhase({ kind: 'spinning', open: res.openDailyBonus });
        if (res.openDailyBonus.user.levelBasedOnXp > levelBefore) sessionStorage.setItem(LEVEL_UP_KEY, String(res.openDailyBonus.user.levelBasedOnXp));
      },
      onError: (e) => {
        // Opened meanwhile (another tab), or the window closed: read it again.
        setFetchKey((k) => k + 1);
        handleApiError(e);
      },
    });
  };

  const finishSpin = () => {
    if (phase.kind !== 'spinning') return;
    setPhase({ kind: 'result', open: phase.open });
    // Opened today now: the state, the lists and the header's dot follow.
    setFetchKey((k) => k + 1);
    const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
    if (level && data.me) ui.open({ type: 'levelUp', level, nickname: data.me.nickname, avatar: data.me.avatar });
  };

  return (
    <div className="page daily-page" data-testid="daily-page" data-state={view.kind}>
      <h1 className="page__title">
        <FormattedMessage id="page.dailybonus" />
      </h1>
      <section className="daily-card">
        {bonus && (
          <div className="daily-card__art">
            <CaseArt alias={bonus.case.alias} name={bonus.case.name} image={bonus.case.image} />
          </div>
        )}
        <div className="daily-card__body">
          {bonus && <DailyFacts bonus={bonus} />}
          <p className="muted small">
            <FormattedMessage id="dailybonus.howItGrows" />
          </p>

          {phase.kind === 'spinning' && bonus && (
            <Roulette caseRef={bonus.case} drops={phase.open.drops} fast={fast} mute={mute} onDone={finishSpin} />
          )}
          {phase.kind === 'result' && <OpenResult drops={phase.open.drops} clientSeed={phase.open.fairSeed.clientSeed} seedHash={phase.open.fairSeed.serverSeedHash} onAgain={() => setPhase({ kind: 'idle' })} />}

          {phase.kind === 'idle' && (
            <DailyStatus view={view} left={left} restricted={restricted} opening={opening} onOpen={open} fast={fast} setFast={setFast} />
          )}
        </div>
      </section>

      <div className="daily-lists">
        <section>
          <h2 className="section-title">
            <FormattedMessage id="dailybonus.top.title" />
          </h2>
          <DropList drops={data.dailyBonusTop} testId="daily-top" empty="dailybonus.top.empty" />
        </section>
        <section>
          <h2 className="section-title">
            <FormattedMessage id="dailybonus.history.title" />
          </h2>
          <DropList drops={data.dailyBonusHistory} testId="daily-history" empty="dailybonus.history.empty" />
        </section>
        {token && (
          <section>
            <h2 className="section-title">
              <FormattedMessage id="dailybonus.mine.title" />
            </h2>
            <DropList
              drops={(data.myDailyBonusOpens?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : [])).map((d) => ({ id: d.id, marketHashName: d.item.marketHashName, rarity: d.item.rarity, image: d.item.image, price: d.price }))}
              testId="daily-mine"
              empty="dailybonus.mine.empty"
            />
          </section>
        )}
      </div>
    </div>
  );
}
