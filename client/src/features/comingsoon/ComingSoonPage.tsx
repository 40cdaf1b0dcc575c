import { FormattedMessage, useIntl } from 'react-intl';
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

export default ComingSoonPage;
