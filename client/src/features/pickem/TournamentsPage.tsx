import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { formatDay } from '../../i18n/dates';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { TournamentsPageQuery } from '../../__generated__/TournamentsPageQuery.graphql';
import { PICKEM_EVENTS } from './events';
import { STATUS } from './status';
import './pickem.css';

// tournament: every pick'em tournament, the ongoing one first in line with
// the newest, each linking to its pick-em page.

const query = graphql`
  query TournamentsPageQuery {
    tournaments {
      tournamentId
      slug
      name
      status
      startsAt
      endsAt
      participants
      joined
      points
    }
  }
`;

export default function TournamentsPage() {
  const intl = useIntl();
  const lang = useLang();
  useDocumentTitle(intl.formatMessage({ id: 'page.tournament' }));
  const data = useLazyLoadQuery<TournamentsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return (
    <div className="page pickem" data-testid="tournaments-page">
      <h1>
        <FormattedMessage id="page.tournament" />
      </h1>
      <ul className="pickem__list">
        {data.tournaments.map((t) => (
          <li key={t.tournamentId} className={`pickem__card pickem__card--${t.status}`} data-testid="tournament-card" data-slug={t.slug}>
            {PICKEM_EVENTS.includes(t.slug) ? <LLink to={`/pick-em/${t.slug}`}>{t.name}</LLink> : <strong>{t.name}</strong>}
            <span className={`pickem__status pickem__status--${t.status}`}>
              <FormattedMessage id={STATUS[t.status] ?? 'pickem.status.finished'} />
            </span>
            <span className="muted">
              {formatDay(t.startsAt, lang)} –{' '}
              {formatDay(t.endsAt, lang)}
            </span>
            <span className="muted">
              <FormattedMessage id="pickem.participants" values={{ count: t.participants }} />
            </span>
            {t.joined && (
              <span data-testid="tournament-joined">
                <FormattedMessage id="pickem.points" values={{ count: t.points }} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
