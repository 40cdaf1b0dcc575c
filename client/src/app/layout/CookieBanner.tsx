import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LLink } from '../routing/lang';

const COOKIE = 'consent';

function hasConsent(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE}=`));
}

export function CookieBanner() {
  const [shown, setShown] = useState(() => !hasConsent());
  if (!shown) return null;
  return (
    <div className="cookie-banner" role="region" aria-label="cookies" data-testid="cookie-banner">
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
          document.cookie = `${COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
          setShown(false);
        }}
      >
        <FormattedMessage id="cookie.accept" />
      </button>
    </div>
  );
}
