import { FormattedMessage } from 'react-intl';
import { LockCountdown } from './Countdown';

export type MatchData = {
  readonly matchId: number;
  readonly teamA: string;
  readonly teamB: string;
  readonly startsAt: string;
  readonly bestOf: number;
  readonly winner?: string | null;
  readonly pick: string;
  readonly correct?: boolean | null;
};

type Props = {
  match: MatchData;
  now: number;
  /** The player may predict (signed in, tournament open to them). */
  canVote: boolean;
  busy: boolean;
  error?: string;
  onPick: (matchId: number, team: string) => void;
};

/**
 * One match: tap a team to predict it. The card closes at the match's start
 * by this browser's clock; the server holds the real lock and its refusal is
 * shown on the card.
 */
export function MatchCard({ match: m, now, canVote, busy, error, onPick }: Props) {
  const closed = m.winner != null || new Date(m.startsAt).getTime() <= now;
  const team = (name: string) => {
    const picked = m.pick === name;
    const won = m.winner === name;
    const cls = ['pickem__team', picked && 'pickem__team--picked', won && 'pickem__team--won'].filter(Boolean).join(' ');
    return (
      <button type="button" className={cls} data-testid="pickem-team" data-team={name} aria-pressed={picked}
        disabled={!canVote || closed || busy} onClick={() => onPick(m.matchId, name)}>
        {name}
      </button>
    );
  };
  return (
    <li className="pickem__match" data-testid="pickem-match" data-id={m.matchId}>
      <div className="pickem__teams">
        {team(m.teamA)}
        <span className="muted">
          <FormattedMessage id="pickem.bestOf" values={{ count: m.bestOf }} />
        </span>
        {team(m.teamB)}
      </div>
      <div className="pickem__meta">
        {m.winner ? (
          <span data-testid="pickem-winner">
            <FormattedMessage id="pickem.winner" values={{ team: m.winner }} />
          </span>
        ) : (
          <LockCountdown at={m.startsAt} now={now} />
        )}
        {m.correct != null && (
          <span className={m.correct ? 'pickem__right' : 'pickem__wrong'} data-testid="pickem-correct">
            <FormattedMessage id={m.correct ? 'pickem.correct' : 'pickem.wrong'} />
          </span>
        )}
      </div>
      {error && (
        <p className="pickem__error" role="alert" data-testid="pickem-error">
          {error}
        </p>
      )}
    </li>
  );
}
