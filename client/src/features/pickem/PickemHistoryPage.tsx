import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LLink } from '../../app/routing/lang';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { PickemHistoryPageQuery } from '../../__generated__/PickemHistoryPageQuery.graphql';
import './pickem.css';

// pick-em-history: the player's tournaments with their correct predictions,
// points, rank and whether a prize was paid.

const query = graphql`
  query PickemHistoryPageQuery {
    me {
      id
    }
    tournamentHistory {
      correct
      votes
      tournament {
        tournamentId
        slug
        name
        status
        points
        rank
      }
      payout {
        rank
      }
    }
  }
`;

export default function PickemHistoryPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.pickemHistory' }));
  const data = useLazyLoadQuery<PickemHistoryPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const rows = data.tournamentHistory;
  return (
    <div className="page pickem" data-testid="pickem-history">
      <h1>
        <FormattedMessage id="page.pickemHistory" />
      </h1>
      {data.me == null && (
        <p className="muted" data-testid="pickem-history-signin">
          <FormattedMessage id="pickem.signIn" />
        </p>
      )}
      {data.me != null && rows.length === 0 && (
        <p className="muted" data-testid="pickem-history-empty">
          <FormattedMessage id="pickem.historyEmpty" />
        </p>
      )}
      <ul className="pickem__list">
        {rows.map((h) => (
          <li key={h.tournament.tournamentId} className="pickem__card" data-testid="pickem-history-row">
            <LLink to={`/pick-em/${h.tournament.slug}`}>{h.tournament.name}</LLink>
            <span>
              <FormattedMessage id="pickem.points" values={{ count: h.tournament.points }} />
            </span>
            <span className="muted">
              <FormattedMessage id="pickem.correctOf" values={{ correct: h.correct, votes: h.votes }} />
            </span>
            {h.tournament.rank != null && (
              <span>
                <FormattedMessage id="pickem.rank" values={{ rank: h.tournament.rank }} />
              </span>
            )}
            {h.payout && (
              <span className="pickem__right">
                <FormattedMessage id="pickem.prizePaid" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
