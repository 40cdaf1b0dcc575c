import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import { asApiError } from '../../app/errors/ApiError';
import { LLink } from '../../app/routing/lang';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { PickemPageQuery, PickemPageQuery$data } from '../../__generated__/PickemPageQuery.graphql';
import type { PickemPageVoteMutation } from '../../__generated__/PickemPageVoteMutation.graphql';
import { useNow } from './Countdown';
import { PICKEM_EVENTS } from './events';
import { MatchCard } from './MatchCard';
import { PrizeLine } from './PrizeLine';
import { STAGES, STATUS } from './status';
import './pickem.css';

// pick-em/:slug: the stages with their match cards (tap a team to predict it
// until the match's lock), results, the player's points and prize, and the
// leaderboard. The server decides: a refused vote shows its own text on the
// card, and the page is read again after every vote.

const query = graphql`
  query PickemPageQuery($slug: String!) {
    tournament(slug: $slug) {
      slug
      name
      status
      startsAt
      endsAt
      prizeDescription
      participants
      available
      joined
      points
      rank
    }
    tournamentStages(slug: $slug) {
      stageId
      kind
      name
      points
      final
      resultsComplete
      matches {
        matchId
        teamA
        teamB
        startsAt
        bestOf
        winner
        pick
        correct
      }
    }
    tournamentPrize(slug: $slug) {
      prize {
        money
        crystals
        caseName
        caseId
      }
      payout {
        rank
      }
    }
    tournamentWinners(slug: $slug, limit: 10) {
      rank
      userId
      nickname
      points
      paid
      prize {
        money
        crystals
        caseName
        caseId
      }
    }
    me {
      id
    }
  }
`;

const vote = graphql`
  mutation PickemPageVoteMutation($matchId: Int!, $team: String!) {
    voteTournament(matchId: $matchId, team: $team) {
      matchId
      team
    }
  }
`;

type Data = PickemPageQuery$data;

function Standing({ t, prize }: { t: NonNullable<Data['tournament']>; prize: Data['tournamentPrize'] }) {
  return (
    <div className="pickem__standing" data-testid="pickem-standing">
      <span data-testid="pickem-points">
        <FormattedMessage id="pickem.points" values={{ count: t.points }} />
      </span>
      {t.rank != null && (
        <span data-testid="pickem-rank">
          <FormattedMessage id="pickem.rank" values={{ rank: t.rank }} />
        </span>
      )}
      {prize.prize && (
        <span data-testid="pickem-prize">
          <FormattedMessage id={prize.payout ? 'pickem.prizePaid' : 'pickem.prizeWon'} /> <PrizeLine prize={prize.prize} />
        </span>
      )}
    </div>
  );
}

function Leaderboard({ rows }: { rows: Data['tournamentWinners'] }) {
  if (rows.length === 0) return null;
  return (
    <section>
      <h2 className="section-title">
        <FormattedMessage id="pickem.leaderboard" />
      </h2>
      <ol className="pickem__board" data-testid="pickem-leaderboard">
        {rows.map((w) => (
          <li key={w.userId}>
            <strong>#{w.rank}</strong> {w.nickname} · <FormattedMessage id="pickem.points" values={{ count: w.points }} />
            {w.prize && (
              <span className="muted">
                {' · '}
                <PrizeLine prize={w.prize} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Tournament({ slug }: { slug: string }) {
  const intl = useIntl();
  const [reloads, setReloads] = useState(0);
  const data = useLazyLoadQuery<PickemPageQuery>(query, { slug }, { fetchPolicy: 'store-and-network', fetchKey: reloads });
  const [commit, busy] = useMutation<PickemPageVoteMutation>(vote);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const now = useNow();
  const t = data.tournament;
  useDocumentTitle(t?.name ?? intl.formatMessage({ id: 'page.pickem' }));
  if (!t) return <p className="muted">{intl.formatMessage({ id: 'pickem.unknown' })}</p>;
  const signedIn = data.me != null;
  const pick = (matchId: number, team: string) => {
    setErrors((e) => ({ ...e, [matchId]: '' }));
    commit({
      variables: { matchId, team },
      onCompleted: () => setReloads((n) => n + 1),
      // The server's text, as it said it (a vote after the lock).
      onError: (e) => (setErrors((all) => ({ ...all, [matchId]: asApiError(e).message })), setReloads((n) => n + 1)),
    });
  };
  return (
    <div className="page pickem" data-testid="pickem-page" data-slug={t.slug}>
      <header className="pickem__head">
        <h1>{t.name}</h1>
        <span className={`pickem__status pickem__status--${t.status}`} data-testid="pickem-status">
          <FormattedMessage id={STATUS[t.status] ?? 'pickem.status.finished'} />
        </span>
        <LLink to="/pick-em-history" className="muted">
          <FormattedMessage id="pickem.history" />
        </LLink>
      </header>
      {t.prizeDescription && <p className="muted">{t.prizeDescription}</p>}
      {!signedIn && (
        <p className="muted" data-testid="pickem-signin">
          <FormattedMessage id="pickem.signIn" />
        </p>
      )}
      {signedIn && <Standing t={t} prize={data.tournamentPrize} />}
      {data.tournamentStages.map((st) => (
        <section key={st.stageId} className="pickem__stage" data-testid="pickem-stage" data-kind={st.kind}>
          <h2 className="section-title">
            {STAGES[st.kind] ? <FormattedMessage id={STAGES[st.kind]} /> : st.name}{' '}
            <span className="muted">
              <FormattedMessage id="pickem.perCorrect" values={{ count: st.points }} />
            </span>
          </h2>
          <ul className="pickem__matches">
            {st.matches.map((m) => (
              <MatchCard key={m.matchId} match={m} now={now} canVote={signedIn && t.available} busy={busy}
                error={errors[m.matchId]} onPick={pick} />
            ))}
          </ul>
        </section>
      ))}
      <Leaderboard rows={data.tournamentWinners} />
    </div>
  );
}

/** `pick-em/:slug`: the event's page, or the 404 page for a slug that names no event. */
export default function PickemPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  if (!PICKEM_EVENTS.includes(slug)) return <>{notFound}</>;
  return <Tournament slug={slug} />;
}
