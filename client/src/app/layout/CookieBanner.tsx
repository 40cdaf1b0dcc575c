import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LLink } from '../routing/lang';
import { CONSENT_COOKIE, hasConsent } from './consent';

export function CookieBanner() {
  const [shown, setShown] = useState(() => !hasConsent());
  const intl = useIntl();
  if (!shown) return null;
  return (
    <div className="cookie-banner" role="region" aria-label={intl.formatMessage({ id: 'cookie.label' })} data-testid="cookie-banner">
      <p>
        <FormattedMessage
          id="cookie.text"
          values={{ link: (chunks) => <LLink to="/consent">{chunks}</LLink> }}
        />
      </p>
      <button
        type="button"
        className="btn btn--small btn--primary"
        onClick={() => {
          // Consent lasts a year (spec 9).
          document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
          setShown(false);
        }}
      >
        <FormattedMessage id="cookie.accept" />
      </button>
    </div>
  );
}

export default CookieBanner;
