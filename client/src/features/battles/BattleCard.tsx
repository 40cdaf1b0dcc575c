import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Avatar } from '../../app/ui/Avatar';
import { CaseArt } from '../../entities/case/CaseArt';
import { formatMoney } from '../../i18n/money';
import { useWear, type WornIds } from '../customizations';
import { groupRounds, is2x2 } from './rules';
import type { BattleCard_battle$key } from '../../__generated__/BattleCard_battle.graphql';

const fragment = graphql`
  fragment BattleCard_battle on Battle {
    id
    state
    type
    privacy
    paymode
    choosingWinner
    playersCount
    usersCount
    seatPrice
    total
    revealedRounds
    winnerSeats
    seats {
      seat
      isBot
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
      case {
        id
        alias
        name
        image
      }
    }
  }
`;

/** A battle in a list: its state, cases, seats, entry price and a link to it. */
export function BattleCard({ battle }: { battle: BattleCard_battle$key }) {
  const lang = useLang();
  const intl = useIntl();
  const b = useFragment(fragment, battle);
  const seats = Array.from({ length: b.playersCount }, (_, i) => b.seats.find((s) => s.seat === i) ?? null);
  const winners = new Set(b.winnerSeats ?? []);
  const open = b.state === 'new' && b.usersCount < b.playersCount;
  return (
    <article className={`battle-card battle-card--${b.state}`} data-testid="battle-card" data-battle-id={b.id} data-state={b.state}>
      <header className="battle-card__head">
        <span className={`battle-state battle-state--${b.state}`}>
          {b.state === 'active' ? (
            <FormattedMessage id="battles.state.round" values={{ round: Math.max(1, b.revealedRounds), rounds: b.rounds.length }} />
          ) : (
            <StateName state={b.state} />
          )}
        </span>
        <span className="battle-card__tags">
          {is2x2(b.type) && <span className="battle-tag">2×2</span>}
          {b.choosingWinner === 'lowest' && (
            <span className="battle-tag battle-tag--underdog">
              <FormattedMessage id="battles.mode.lowest" />
            </span>
          )}
          {b.paymode === 'creator' && (
            <span className="battle-tag">
              <FormattedMessage id="battles.paymode.creatorShort" />
            </span>
          )}
          {b.privacy === 'private' && (
            <span className="battle-tag">
              <FormattedMessage id="battles.privacy.private" />
            </span>
          )}
        </span>
      </header>
      <div className="battle-card__cases" aria-label={b.rounds.map((r) => r.case.name).join(', ')}>
        {groupRounds(b.rounds.map((r) => r.case)).map(([c, n], i) => (
          <span key={`${c.id}-${i}`} className="battle-card__case" title={c.name}>
            <CaseArt alias={c.alias} name={c.name} image={c.image} />
            {n > 1 && <span className="battle-card__count">×{n}</span>}
          </span>
        ))}
      </div>
      <div className="battle-card__seats">
        {seats.map((s, i) => (
          <Fragment key={i}>
            {i > 0 && (!is2x2(b.type) || i === 2) && (
              <span className="battle-card__vs" aria-hidden>
                vs
              </span>
            )}
            <span className={`battle-card__seat ${winners.has(i) ? 'is-winner' : ''}`} data-testid="battle-card-seat">
              {s?.user ? (
                <SeatAvatar user={s.user} />
              ) : s?.isBot ? (
                <BotIcon title={intl.formatMessage({ id: 'battles.seat.bot' })} />
              ) : (
                <span className="battle-card__free" aria-label={intl.formatMessage({ id: 'battles.seat.free' })} />
              )}
            </span>
          </Fragment>
        ))}
      </div>
      <footer className="battle-card__foot">
        <span className="battle-card__price">
          <span className="muted small">
            <FormattedMessage id={b.state === 'finished' ? 'battles.card.total' : 'battles.card.entry'} />
          </span>
          <strong>{formatMoney(b.state === 'finished' ? b.total : b.seatPrice, lang)}</strong>
        </span>
        <LLink to={`/casebattle/${b.id}`} className={`btn btn--medium ${open ? 'btn--primary' : 'btn--secondary'}`} data-testid="battle-card-open">
          <span className="btn__label">
            <FormattedMessage id={open ? 'battles.card.join' : 'battles.card.watch'} />
          </span>
        </LLink>
      </footer>
    </article>
  );
}

export function StateName({ state }: { state: string }) {
  switch (state) {
    case 'new':
      return <FormattedMessage id="battles.state.new" />;
    case 'active':
      return <FormattedMessage id="battles.state.active" />;
    case 'finished':
      return <FormattedMessage id="battles.state.finished" />;
    default:
      return <FormattedMessage id="battles.state.canceled" />;
  }
}

/** A bot's face: drawn, as not every system font has a robot. */
export function BotIcon({ title, size = 32 }: { title?: string; size?: number }) {
  return (
    <span className="battle-bot" style={{ width: size, height: size }} title={title} aria-hidden={title ? undefined : true}>
      <svg viewBox="0 0 24 24" width={size * 0.62} height={size * 0.62} fill="currentColor" aria-hidden>
        <rect x="11" y="1.5" width="2" height="3" rx="1" />
        <rect x="4" y="5" width="16" height="13" rx="4" />
        <circle cx="9" cy="11" r="2" fill="var(--panel)" />
        <circle cx="15" cy="11" r="2" fill="var(--panel)" />
        <rect x="8" y="14.5" width="8" height="1.6" rx="0.8" fill="var(--panel)" />
        <rect x="1.5" y="9" width="2" height="5" rx="1" />
        <rect x="20.5" y="9" width="2" height="5" rx="1" />
      </svg>
    </span>
  );
}

/** A seated player's avatar with what they wear (the list's cards are small: no badge). */
function SeatAvatar({ user }: { user: { avatar: string; nickname: string; profileCustomization: WornIds } }) {
  const wear = useWear(user.profileCustomization);
  return <Avatar src={user.avatar} name={user.nickname} size={32} wear={wear} />;
}
