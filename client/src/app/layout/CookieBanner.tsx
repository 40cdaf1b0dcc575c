import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LLink } from '../routing/lang';
import { importChunk } from '../routing/lazy';
import { ALL, NECESSARY_ONLY, writeConsent, type Consent } from './consent';

// The categories' choice loads only when the visitor asks to choose.
const ConsentChoice = lazy(() => importChunk('consent choice', () => import('../../features/tracking/ConsentChoice')).then((m) => ({ default: m.ConsentChoice })));

export function CookieBanner() {
  const [shown, setShown] = useState(true);
  const [choosing, setChoosing] = useState(false);
  const intl = useIntl();
  if (!shown) return null;
  // Kept a year (spec 9); the tracking chunk copies it to a signed-in player's account.
  const choose = (c: Consent) => {
    writeConsent(c);
    setShown(false);
  };
  return (
    <div className="cookie-banner" role="region" aria-label={intl.formatMessage({ id: 'cookie.label' })} data-testid="cookie-banner">
      <p>
        <FormattedMessage
          id="cookie.text"
          values={{ link: (chunks) => <LLink to="/consent">{chunks}</LLink> }}
        />
      </p>
      {choosing ? (
        <Suspense fallback={null}>
          <ConsentChoice initial={null} onSave={choose} />
        </Suspense>
      ) : (
        <div className="cookie-banner__actions">
          <button type="button" className="btn btn--small btn--primary" data-testid="cookie-accept" onClick={() => choose(ALL)}>
            <FormattedMessage id="cookie.accept" />
          </button>
          <button type="button" className="btn btn--small btn--secondary" data-testid="cookie-necessary" onClick={() => choose(NECESSARY_ONLY)}>
            <FormattedMessage id="cookie.necessaryOnly" />
          </button>
          <button type="button" className="btn btn--small btn--secondary" data-testid="cookie-choose" onClick={() => setChoosing(true)}>
            <FormattedMessage id="cookie.choose" />
          </button>
        </div>
      )}
    </div>
  );
}

export default CookieBanner;
