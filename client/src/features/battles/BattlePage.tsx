import { Fragment, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useMutation, usePreloadedQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import { useToken } from '../../app/auth/useToken';
import { refetchViewer } from '../../app/layout/viewer';
import { handleApiError } from '../../app/errors/handle';
import { LLink, useLang } from '../../app/routing/lang';
import { withLang } from '../../app/routing/paths';
import { ui } from '../../app/state/ui';
import { Avatar } from '../../app/ui/Avatar';
import { useWear, type WornIds } from '../customizations';
import { Button } from '../../app/ui/Button';
import { Modal } from '../../app/ui/Modal';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { CaseArt } from '../../entities/case/CaseArt';
import { ItemArt } from '../../entities/item/ItemArt';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { useItemName } from '../../i18n/labels';
import { BotIcon, StateName } from './BattleCard';
import { BattleReel } from './BattleReel';
import { Celebration } from '../play/Celebration';
import { RematchPanel } from './RematchPanel';
import {
  BATTLE_SPIN_MS,
  botsCostCents,
  clockOffset,
  is2x2,
  joinCostCents,
  landedRounds,
  leadingSides,
  morePages,
  nextPhaseIn,
  phaseAt,
  revealOffsetMs,
  seatTotals,
  sideOfSeat,
  type Phase,
  type WinnerMode,
} from './rules';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { BattlePageQuery } from '../../__generated__/BattlePageQuery.graphql';
import type { BattlePage_battle$data, BattlePage_battle$key } from '../../__generated__/BattlePage_battle.graphql';
import type { BattleReel_case$key } from '../../__generated__/BattleReel_case.graphql';
import type { BattlePageCasesQuery } from '../../__generated__/BattlePageCasesQuery.graphql';
import type { BattlePageSubscription } from '../../__generated__/BattlePageSubscription.graphql';
import type { BattlePageEnterMutation } from '../../__generated__/BattlePageEnterMutation.graphql';
import type { BattlePageLeaveMutation } from '../../__generated__/BattlePageLeaveMutation.graphql';
import type { BattlePageBotsMutation } from '../../__generated__/BattlePageBotsMutation.graphql';
import './battles.css';

const battleFragment = graphql`
  fragment BattlePage_battle on Battle {
    id
    state
    type
    privacy
    paymode
    choosingWinner
    playersCount
    usersCount
    delay
    seatPrice
    createdAt
    startedAt
    finishedAt
    battleHash
    clientSeedsHash
    serverSeed
    privateKey
    oldBattleId
    creator {
      id
      nickname
    }
    seats {
      seat
      side
      isBot
      total
      won
      user {
        id
        nickname
        avatar
        level
        profileCustomization {
          borderId
          hoodId
          avatarId
        }
      }
    }
    rounds {
      round
      revealAt
      revealed
      case {
        id
        alias
        name
        price
        image
      }
      rolls {
        seat
        price
        ticket
        recipientId
        item {
          id
          marketHashName
          rarity
          image
        }
      }
    }
    revealedRounds
    winnerSeats
    winningSide
    total
    mySeat
    serverTime
    ...RematchPanel_battle
  }
`;

const query = graphql`
  query BattlePageQuery($id: ID!, $privateKey: String) {
    battle(id: $id, privateKey: $privateKey) {
      id
      ...BattlePage_battle
      # The reels' contents: each distinct case once, not with every change.
      cases {
        id
        ...BattleReel_case
      }
    }
    me {
      id
      balance
    }
  }
`;

/** The screen's query, loaded with this chunk (screens.ts). */
export const battlePageQuery = query as ConcreteRequest;

// The reels' contents past the first page of a battle's distinct cases.
const casesQuery = graphql`
  query BattlePageCasesQuery($id: ID!, $privateKey: String, $offset: Int!) {
    battle(id: $id, privateKey: $privateKey) {
      id
      cases(offset: $offset) {
        id
        ...BattleReel_case
      }
    }
  }
`;

const subscription = graphql`
  subscription BattlePageSubscription($id: ID!, $privateKey: String) {
    battleChanged(id: $id, privateKey: $privateKey) {
      id
      ...BattlePage_battle
    }
  }
`;

const enterMutation = graphql`
  mutation BattlePageEnterMutation($input: EnterBattleInput!) {
    enterBattle(input: $input) {
      id
      ...BattlePage_battle
    }
  }
`;

const leaveMutation = graphql`
  mutation BattlePageLeaveMutation($id: ID!) {
    leaveBattle(id: $id) {
      id
      ...BattlePage_battle
    }
  }
`;

const botsMutation = graphql`
  mutation BattlePageBotsMutation($id: ID!) {
    callBattleBots(id: $id) {
      id
      ...BattlePage_battle
    }
  }
`;

type Battle = BattlePage_battle$data;
type Seat = Battle['seats'][number];

/** A refetch is due when the clock has shown a round (or the end) that the data still lacks for this long. */
export const LATE_MS = 1500;

/**
 * The server's time, kept current: re-rendered at each phase change of the
 * battle and each second (the countdown), and while `waiting` once the
 * clock has run out (the end is on its way).
 */
function useServerNow(offset: number, startedAt: number | null, rounds: number, ticking: boolean, waiting: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const cur = Date.now() + offset;
    if (Math.abs(cur - now) > 50) setNow(cur);
    if (!ticking) return;
    const next = nextPhaseIn(startedAt, rounds, cur);
    if (next === null && !waiting) return;
    const toSecond = 1000 - ((((cur - (startedAt ?? 0)) % 1000) + 1000) % 1000);
    const wait = next === null ? 1000 : Math.min(next, toSecond);
    const t = setTimeout(() => setNow(Date.now() + offset), Math.max(16, wait));
    return () => clearTimeout(t);
  }, [now, offset, startedAt, rounds, ticking, waiting]);
  return now;
}

export default function BattlePage({ queryRef }: ScreenProps<BattlePageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const environment = useRelayEnvironment();
  const token = useToken();
  const data = usePreloadedQuery<BattlePageQuery>(query, queryRef);
  const b = useFragment<BattlePage_battle$key>(battleFragment, data.battle);
  const me = token ? (data.me ?? null) : null;
  const variables = queryRef.variables;
  useDocumentTitle(`${intl.formatMessage({ id: 'page.caseBattle' })} #${b.id}`);

  // Every change of the battle (seats, rounds shown, the end) arrives here and updates the store.
  const config = useMemo(
    () => ({
      subscription,
      variables: { id: variables.id, privateKey: variables.privateKey ?? null },
      onError: (e: Error) => console.warn('[battle]', e),
    }),
    [variables.id, variables.privateKey],
  );
  useSubscription<BattlePageSubscription>(config);

  const refetch = useCallback(() => {
    fetchQuery<BattlePageQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
      error: (e: unknown) => console.warn('[battle]', e),
    });
  }, [environment, variables]);

  // The server's clock: every answer carries its time.
  const [offset, setOffset] = useState(() => clockOffset(b.serverTime, Date.now()));
  useEffect(() => setOffset(clockOffset(b.serverTime, Date.now())), [b.serverTime]);

  const startedAt = b.startedAt ? Date.parse(b.startedAt) : null;
  const rounds = b.rounds.length;
  const running = b.state === 'active';
  const now = useServerNow(offset, startedAt, rounds, running || b.state === 'finished', running);
  const phase = b.state === 'active' || b.state === 'finished' ? phaseAt(startedAt, rounds, now) : ({ kind: 'waiting' } as Phase);
  const landed = b.state === 'finished' && phase.kind === 'over' ? rounds : landedRounds(startedAt, rounds, now);

  // Behind the clock (a subscription that dropped a message): ask again.
  const asked = useRef(0);
  const shownRound = phase.kind === 'spin' || phase.kind === 'landed' ? phase.round : phase.kind === 'over' ? rounds : 0;
  const behind =
    running &&
    ((shownRound > b.revealedRounds && now - (startedAt ?? now) - revealOffsetMs(shownRound) > LATE_MS) ||
      (phase.kind === 'over' && now - (startedAt ?? now) - b.delay * 1000 > LATE_MS));
  useEffect(() => {
    if (!behind || Date.now() - asked.current < 3000) return;
    asked.current = Date.now();
    refetch();
  }, [behind, now, refetch]);

  // Each distinct case's contents, the first page with the battle and the rest after it.
  const [more, setMore] = useState<ReadonlyMap<number, readonly CaseRef[]>>(new Map());
  const caseRefs = new Map<string, BattleReel_case$key>();
  for (const c of [...data.battle.cases, ...[...more.values()].flat()]) caseRefs.set(c.id, c);
  const offsets = morePages(new Set(b.rounds.map((r) => r.case.id)).size, data.battle.cases.length);
  const onMore = useCallback((offset: number, cs: readonly CaseRef[]) => setMore((m) => new Map(m).set(offset, cs)), []);
  const finished = b.state === 'finished' && phase.kind === 'over';
  // The viewer's win is celebrated when it happens here, not on each later
  // visit to a finished battle's page.
  const finishedOnArrival = useRef(b.state === 'finished');
  const viewerWon = !!me && b.seats.some((s) => s.won && s.user?.id === me.id);

  return (
    <div className={`page battle-page battle-page--${b.state}`} data-testid="battle-page" data-battle-id={b.id} data-state={b.state}>
      <header className="battle-page__head">
        <div>
          <LLink to="/casebattle/active" className="muted small">
            ← <FormattedMessage id="page.caseBattles" />
          </LLink>
          <h1 className="page__title">
            <FormattedMessage id="battles.battle.title" values={{ id: b.id }} />
          </h1>
          <div className="battle-card__tags">
            <span className={`battle-state battle-state--${b.state}`} data-testid="battle-state">
              <StateName state={b.state} />
            </span>
            {is2x2(b.type) && <span className="battle-tag">2×2</span>}
            <span className="battle-tag">
              <FormattedMessage id={b.choosingWinner === 'lowest' ? 'battles.mode.lowest' : 'battles.mode.highest'} />
            </span>
            <span className="battle-tag">
              <FormattedMessage id={b.paymode === 'creator' ? 'battles.paymode.creator' : 'battles.paymode.each'} />
            </span>
            {b.privacy === 'private' && (
              <span className="battle-tag">
                <FormattedMessage id="battles.privacy.private" />
              </span>
            )}
          </div>
        </div>
        <dl className="battle-page__prices">
          <div>
            <dt className="muted small">
              <FormattedMessage id="battles.card.entry" />
            </dt>
            <dd data-testid="battle-seat-price">{formatMoney(b.seatPrice, lang)}</dd>
          </div>
          {b.state === 'finished' && (
            <div>
              <dt className="muted small">
                <FormattedMessage id="battles.card.total" />
              </dt>
              <dd data-testid="battle-total">{formatMoney(b.total, lang)}</dd>
            </div>
          )}
        </dl>
      </header>

      <RoundStrip battle={b} phase={phase} />
      <Status battle={b} phase={phase} me={me?.id ?? null} />
      {b.state === 'new' && <WaitingActions battle={b} me={me} privateKey={variables.privateKey ?? null} />}
      {finished && <Winners battle={b} celebrate={viewerWon && !finishedOnArrival.current} />}
      {finished && b.mySeat !== null && b.mySeat !== undefined && me && <RematchPanel battle={b} meId={me.id} offset={offset} onChange={refetch} />}

      <Arena battle={b} phase={phase} landed={landed} caseRefs={caseRefs} offset={offset} me={me} privateKey={variables.privateKey ?? null} />

      <FairBox battle={b} privateKey={variables.privateKey ?? null} />
      {offsets.map((o) => (
        <Suspense key={o} fallback={null}>
          <MoreCases id={b.id} privateKey={variables.privateKey ?? null} offset={o} onLoad={onMore} />
        </Suspense>
      ))}
    </div>
  );
}

type CaseRef = BattleReel_case$key & { readonly id: string };

/** Loads a page of the battle's distinct cases past the first (their contents, for the reels) and hands it up; it stays mounted so the store keeps it. */
function MoreCases({ id, privateKey, offset, onLoad }: { id: string; privateKey: string | null; offset: number; onLoad: (offset: number, cs: readonly CaseRef[]) => void }) {
  const data = useLazyLoadQuery<BattlePageCasesQuery>(casesQuery, { id, privateKey, offset }, { fetchPolicy: 'store-or-network' });
  const cases = data.battle.cases;
  useEffect(() => onLoad(offset, cases), [offset, cases, onLoad]);
  return null;
}

/** The rounds' cases, the one being played marked. */
function RoundStrip({ battle: b, phase }: { battle: Battle; phase: Phase }) {
  const current = phase.kind === 'spin' || phase.kind === 'landed' ? phase.round : 0;
  return (
    <ol className="round-strip" data-testid="round-strip">
      {b.rounds.map((r) => (
        <li
          key={r.round}
          className={`round-strip__case ${r.round === current ? 'is-current' : ''} ${r.round < current || phase.kind === 'over' ? 'is-done' : ''}`}
          title={r.case.name}
        >
          <CaseArt alias={r.case.alias} name={r.case.name} image={r.case.image} />
          <span className="round-strip__n">{r.round}</span>
        </li>
      ))}
    </ol>
  );
}

/** What the battle is doing now, in words. */
function Status({ battle: b, phase, me }: { battle: Battle; phase: Phase; me: string | null }) {
  let text: ReactNode;
  if (b.state === 'new') {
    text = <FormattedMessage id="battles.status.waiting" values={{ taken: b.usersCount, seats: b.playersCount }} />;
  } else if (b.state === 'canceled') {
    text = <FormattedMessage id="battles.status.canceled" />;
  } else if (phase.kind === 'intro') {
    text = <FormattedMessage id="battles.status.startsIn" values={{ seconds: Math.ceil(phase.msLeft / 1000) }} />;
  } else if (phase.kind === 'spin' || phase.kind === 'landed') {
    text = <FormattedMessage id="battles.status.round" values={{ round: phase.round, rounds: b.rounds.length }} />;
  } else if (b.state !== 'finished') {
    text = <FormattedMessage id="battles.status.settling" />;
  } else {
    const won = b.seats.some((s) => s.won && s.user?.id === me);
    text = me && b.mySeat !== null && b.mySeat !== undefined ? <FormattedMessage id={won ? 'battles.status.youWon' : 'battles.status.youLost'} /> : <FormattedMessage id="battles.status.finished" />;
  }
  return (
    <p className={`battle-status ${phase.kind === 'intro' ? 'battle-status--intro' : ''}`} data-testid="battle-status" data-phase={phase.kind}>
      {text}
    </p>
  );
}

type Viewer = { id: string; balance?: string | null } | null;

/** Before the start: the link of a private battle, bots for the creator, leaving. */
function WaitingActions({ battle: b, me, privateKey }: { battle: Battle; me: Viewer; privateKey: string | null }) {
  const lang = useLang();
  const intl = useIntl();
  const [leave, leaving] = useMutation<BattlePageLeaveMutation>(leaveMutation);
  const [bots, calling] = useMutation<BattlePageBotsMutation>(botsMutation);
  const [copied, setCopied] = useState(false);
  const isCreator = !!me && b.creator.id === me.id;
  const seated = b.mySeat !== null && b.mySeat !== undefined;
  const key = b.privateKey ?? privateKey;
  const link = b.privacy === 'private' && key ? `${window.location.origin}${withLang(lang, `/casebattle/${b.id}`)}?key=${encodeURIComponent(key)}` : null;
  const done = { onCompleted: () => refetchViewer(), onError: (e: Error) => handleApiError(e, { area: 'case_battle' }) };
  const [confirming, setConfirming] = useState(false);
  const leaveNow = (after?: () => void) =>
    leave({
      variables: { id: b.id },
      onCompleted: () => {
        after?.();
        refetchViewer();
      },
      onError: (e) => {
        after?.();
        handleApiError(e, { area: 'case_battle' });
      },
    });
  const botsCost = botsCostCents(b.seatPrice, b.paymode, b.playersCount - b.usersCount);
  return (
    <div className="battle-actions" data-testid="battle-actions">
      {link && (
        <div className="battle-link">
          <span className="muted small">
            <FormattedMessage id="battles.battle.privateLink" />
          </span>
          <input className="field__input mono" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="battle-private-link" aria-label={intl.formatMessage({ id: 'battles.battle.privateLink' })} />
          <Button
            color="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => {});
            }}
          >
            <FormattedMessage id={copied ? 'battles.battle.copied' : 'battles.battle.copy'} />
          </Button>
        </div>
      )}
      {isCreator && b.usersCount < b.playersCount && (
        <Button onClick={() => bots({ variables: { id: b.id }, ...done })} loading={calling} data-testid="call-bots">
          {botsCost > 0 ? <FormattedMessage id="battles.battle.bots" values={{ amount: formatMoney(centsToMoney(botsCost), lang) }} /> : <FormattedMessage id="battles.battle.botsFree" />}
        </Button>
      )}
      {seated && (
        <Button color="ghost" onClick={() => (isCreator ? setConfirming(true) : leaveNow())} loading={leaving} data-testid="leave-battle">
          <FormattedMessage id={isCreator ? 'battles.battle.cancel' : 'battles.battle.leave'} />
        </Button>
      )}
      {confirming && (
        <CancelDialog
          leaving={leaving}
          onConfirm={() => leaveNow(() => setConfirming(false))}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

/** The creator's confirm step before canceling a battle that has not filled: it ends for everyone, refunded. */
export function CancelDialog({ leaving, onConfirm, onClose }: { leaving: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      title={<FormattedMessage id="battles.cancel.title" />}
      onClose={onClose}
      className="battle-cancel"
      footer={
        <>
          <Button size="medium" loading={leaving} onClick={onConfirm} data-testid="cancel-battle-confirm">
            <FormattedMessage id="battles.cancel.confirm" />
          </Button>
          <Button size="medium" color="secondary" onClick={onClose} data-testid="cancel-battle-keep">
            <FormattedMessage id="battles.cancel.keep" />
          </Button>
        </>
      }
    >
      <p className="muted" data-testid="cancel-battle-dialog">
        <FormattedMessage id="battles.cancel.text" />
      </p>
    </Modal>
  );
}

/** The seats: each with its player, its running total, its reel and what it rolled. */
function Arena({
  battle: b,
  phase,
  landed,
  caseRefs,
  offset,
  me,
  privateKey,
}: {
  battle: Battle;
  phase: Phase;
  landed: number;
  caseRefs: Map<string, BattleReel_case$key>;
  offset: number;
  me: Viewer;
  privateKey: string | null;
}) {
  const totals = b.state === 'finished' && phase.kind === 'over' ? b.seats.reduce((t, s) => ((t[s.seat] = moneyToCents(s.total)), t), new Array<number>(b.playersCount).fill(0)) : seatTotals(b.rounds, b.playersCount, landed);
  const leading = new Set(b.state === 'finished' ? [] : leadingSides(b.type, totals, b.choosingWinner as WinnerMode));
  const seats = Array.from({ length: b.playersCount }, (_, i) => b.seats.find((s) => s.seat === i) ?? null);
  const teams = is2x2(b.type) ? [seats.slice(0, 2), seats.slice(2, 4)] : seats.map((s) => [s]);
  return (
    <div className={`arena arena--${b.playersCount} ${is2x2(b.type) ? 'arena--teams' : ''}`} data-testid="arena">
      {teams.map((team, t) => (
        <Fragment key={t}>
          {t > 0 && (
            <span className="arena__vs" aria-hidden>
              vs
            </span>
          )}
          <div className="arena__team">
            {team.map((s, k) => {
              const seat = is2x2(b.type) ? t * 2 + k : t;
              return (
                <SeatColumn
                  key={seat}
                  battle={b}
                  seatNo={seat}
                  seat={s}
                  total={totals[seat]}
                  leading={leading.has(sideOfSeat(b.type, seat))}
                  phase={phase}
                  landed={landed}
                  caseRefs={caseRefs}
                  offset={offset}
                  me={me}
                  privateKey={privateKey}
                />
              );
            })}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

function SeatColumn({
  battle: b,
  seatNo,
  seat,
  total,
  leading,
  phase,
  landed,
  caseRefs,
  offset,
  me,
  privateKey,
}: {
  battle: Battle;
  seatNo: number;
  seat: Seat | null;
  total: number;
  leading: boolean;
  phase: Phase;
  landed: number;
  caseRefs: Map<string, BattleReel_case$key>;
  offset: number;
  me: Viewer;
  privateKey: string | null;
}) {
  const lang = useLang();
  const intl = useIntl();
  const itemName = useItemName();
  const [enter, entering] = useMutation<BattlePageEnterMutation>(enterMutation);
  const finished = b.state === 'finished' && phase.kind === 'over';
  const mine = !!seat?.user && seat.user.id === me?.id;
  const won = finished && seat?.won;
  const round = phase.kind === 'spin' || phase.kind === 'landed' ? b.rounds.find((r) => r.round === phase.round) : undefined;
  const roll = round?.rolls.find((r) => r.seat === seatNo);
  const rolled = b.rounds
    .filter((r) => r.round <= landed)
    .flatMap((r) => r.rolls.filter((x) => x.seat === seatNo).map((x) => ({ ...x, round: r.round })))
    .reverse();
  const join = () => {
    if (!me) {
      ui.open({ type: 'login' });
      return;
    }
    enter({
      variables: { input: { id: b.id, privateKey, seat: seatNo } },
      onCompleted: () => refetchViewer(),
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });
  };
  const seated = b.mySeat !== null && b.mySeat !== undefined;
  const cost = joinCostCents(b.seatPrice, b.paymode);
  return (
    <section
      className={`seat ${mine ? 'seat--mine' : ''} ${won ? 'seat--won' : ''} ${finished && !won ? 'seat--lost' : ''} ${leading ? 'seat--leading' : ''}`}
      data-testid="seat"
      data-seat={seatNo}
      data-won={finished ? String(!!won) : undefined}
    >
      <header className="seat__head">
        {seat?.user ? (
          <>
            <SeatAvatar user={seat.user} />
            <span className="seat__name" data-testid="seat-name">
              {seat.user.nickname}
            </span>
          </>
        ) : seat?.isBot ? (
          <>
            <BotIcon size={44} />
            <span className="seat__name" data-testid="seat-name">
              <FormattedMessage id="battles.seat.bot" />
            </span>
          </>
        ) : (
          <>
            <span className="seat__free" aria-hidden />
            {b.state === 'new' && !seated ? (
              <Button onClick={join} loading={entering} data-testid="join-seat">
                {cost > 0 ? <FormattedMessage id="battles.seat.joinFor" values={{ amount: formatMoney(centsToMoney(cost), lang) }} /> : <FormattedMessage id="battles.seat.joinFree" />}
              </Button>
            ) : (
              <span className="seat__name muted">
                <FormattedMessage id="battles.seat.free" />
              </span>
            )}
          </>
        )}
        {is2x2(b.type) && (
          <span className="battle-tag">
            <FormattedMessage id="battles.team" values={{ team: sideOfSeat(b.type, seatNo) + 1 }} />
          </span>
        )}
      </header>
      <div className="seat__total" data-testid="seat-total">
        {formatMoney(centsToMoney(total), lang)}
      </div>
      <div className={`seat__stage ${finished ? 'seat__stage--done' : ''}`}>
        {phase.kind === 'intro' ? (
          <div className="seat__countdown" aria-hidden>
            {Math.ceil(phase.msLeft / 1000)}
          </div>
        ) : round ? (
          <BattleReel
            key={round.round}
            caseRef={caseRefs.get(round.case.id) ?? null}
            seed={`${b.id}:${round.round}:${seatNo}`}
            winner={roll ? { name: roll.item.marketHashName, rarity: roll.item.rarity, image: roll.item.image } : null}
            revealAt={Date.parse(round.revealAt ?? '') - offset}
            spinMs={BATTLE_SPIN_MS}
          />
        ) : finished ? (
          <div className={`seat__outcome ${won ? 'is-won' : ''}`} data-testid="seat-outcome">
            <FormattedMessage id={won ? 'battles.seat.won' : 'battles.seat.lost'} />
          </div>
        ) : (
          <div className="seat__placeholder" />
        )}
      </div>
      <ul className="seat__items" data-testid="seat-items" aria-label={intl.formatMessage({ id: 'battles.seat.items' })}>
        {rolled.map((r) => (
          <li key={r.round} className={`seat__item rarity--${r.item.rarity}`} data-testid="seat-item" data-round={r.round}>
            <ItemArt name={r.item.marketHashName} rarity={r.item.rarity} image={r.item.image} compact />
            <span className="seat__item-name">{itemName(r.item.marketHashName)}</span>
            <span className="seat__item-price" data-testid="seat-item-price">
              {formatMoney(r.price, lang)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The winner celebration: who won, and what they take. */
function Winners({ battle: b, celebrate }: { battle: Battle; celebrate: boolean }) {
  const lang = useLang();
  const intl = useIntl();
  const names = b.seats.filter((s) => s.won).map((s) => s.user?.nickname ?? intl.formatMessage({ id: 'battles.seat.bot' }));
  // Joined by hand: the build leaves react-intl's list formatting out.
  const list = names.join(', ');
  return (
    <div className="battle-winner celebration-host" role="status" data-testid="battle-winner">
      {/* A won battle is celebrated as a ★ drop is (gold). */}
      {celebrate && <Celebration rarity="rare" />}
      <span className="battle-winner__confetti" aria-hidden />
      <span className="battle-winner__trophy" aria-hidden>
        ★
      </span>
      <strong>
        <FormattedMessage id="battles.winner.title" values={{ names: list, count: names.length }} />
      </strong>
      <span data-testid="battle-winner-total">
        <FormattedMessage id="battles.winner.takes" values={{ amount: formatMoney(b.total, lang) }} />
      </span>
    </div>
  );
}

/** The commitments and, once finished, the seed; a link to recompute the battle. */
function FairBox({ battle: b, privateKey }: { battle: Battle; privateKey: string | null }) {
  const key = b.privateKey ?? privateKey;
  const params = new URLSearchParams({ battle: b.id });
  if (b.privacy === 'private' && key) params.set('key', key);
  return (
    <section className="battle-fair" data-testid="battle-fair">
      <h2 className="section-title">
        <FormattedMessage id="battles.fair.title" />
      </h2>
      <dl className="kv">
        <dt>
          <FormattedMessage id="battles.fair.battleHash" />
        </dt>
        <dd className="mono break" data-testid="battle-hash">
          {b.battleHash}
        </dd>
        <dt>
          <FormattedMessage id="battles.fair.clientSeedsHash" />
        </dt>
        <dd className="mono break">{b.clientSeedsHash ?? '—'}</dd>
        <dt>
          <FormattedMessage id="battles.fair.serverSeed" />
        </dt>
        <dd className="mono break" data-testid="battle-server-seed">
          {b.serverSeed ?? <FormattedMessage id="battles.fair.hidden" />}
        </dd>
      </dl>
      {b.state === 'finished' && (
        <LLink to={`/fair?${params}`} className="link" data-testid="battle-verify-link">
          <FormattedMessage id="battles.fair.verify" />
        </LLink>
      )}
    </section>
  );
}

/** A seated player's avatar with their level badge and what they wear. */
function SeatAvatar({ user }: { user: { avatar: string; nickname: string; level: number; profileCustomization: WornIds } }) {
  const wear = useWear(user.profileCustomization);
  return <Avatar src={user.avatar} name={user.nickname} size={44} level={user.level} wear={wear} />;
}
