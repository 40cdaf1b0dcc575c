import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LLink } from '../../app/routing/lang';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { MessageId } from '../../i18n/messageIds';
import './comingsoon.css';

/** A real page for routes whose feature is not built yet. */
export function ComingSoonPage({ title }: { title: MessageId }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  useDocumentTitle(heading);
  return (
    <section className="page page--center coming-soon" data-testid="coming-soon">
      <div className="coming-soon__badge">
        <FormattedMessage id="comingSoon.badge" />
      </div>
      <h1 className="page__title">{heading}</h1>
      <p className="muted">
        <FormattedMessage id="comingSoon.text" values={{ page: heading }} />
      </p>
      <LLink to="/" className="btn btn--medium btn--primary">
        <FormattedMessage id="comingSoon.back" />
      </LLink>
    </section>
  );
}

/** Pick'em events with a page (`pick-em/:slug`); any other slug is unknown. */
export const PICKEM_EVENTS = [
  'katowice-2025', 'melbourne-2025', 'chengdu-2025', 'dallas-2025',
  'blast-austin-major', 'cologne-2025', 'esports-world-cup-2025',
];

/**
 * `pick-em/:slug`: the event's page, or the 404 page for a slug that names no
 * event. It lives here, not in the routes, to keep the list off the home
 * page's first paint.
 */
export function PickemPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  if (!PICKEM_EVENTS.includes(slug)) return notFound;
  return <ComingSoonPage title="page.pickem" />;
}

export default ComingSoonPage;
