import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readConsent, writeConsent } from '../../app/layout/consent';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { ConsentChoice } from './ConsentChoice';
import './tracking.css';

// /consent: what each category of cookies and events is for, and the
// visitor's choice, which they may change at any time.
export function ConsentPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.consent' }));
  const [saved, setSaved] = useState(false);
  const [initial] = useState(readConsent);
  return (
    <section className="consent-page" data-testid="consent-page">
      <h1><FormattedMessage id="page.consent" /></h1>
      <p><FormattedMessage id="cookie.page.intro" /></p>
      <ConsentChoice
        initial={initial}
        onSave={(c) => {
          writeConsent(c);
          setSaved(true);
        }}
      />
      {saved && (
        <p role="status" data-testid="consent-saved">
          <FormattedMessage id="cookie.page.saved" />
        </p>
      )}
      <p className="consent-page__note"><FormattedMessage id="cookie.page.thirdParty" /></p>
    </section>
  );
}

export default ConsentPage;
