import { FormattedMessage } from 'react-intl';

// The standalone verifiers the server serves (verifier/ in the repository,
// docs/fair.md): plain links, not client routes, since they leave the app.
// The scripts download; the page opens, and saved to disk beside
// verify.js it works without the site.
export const VERIFIER_PAGE = '/fair/verifier.html';
export const VERIFIER_JS = '/fair/verify.js';
export const VERIFIER_PY = '/fair/verify.py';
const CONTENTS = '/api/fair/contents?case=ALIAS&revision=N';

/** How to check any result without trusting this site. */
export function OfflineVerifiers() {
  return (
    <section className="fair-offline" data-testid="fair-offline">
      <h2>
        <FormattedMessage id="fair.offline.title" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="fair.offline.programs"
          values={{
            page: (c) => (
              <a key="page" className="link" href={VERIFIER_PAGE} data-testid="fair-offline-page">
                {c}
              </a>
            ),
            js: (c) => (
              <a key="js" className="link" href={VERIFIER_JS} download="verify.js" data-testid="fair-offline-js">
                {c}
              </a>
            ),
            py: (c) => (
              <a key="py" className="link" href={VERIFIER_PY} download="verify.py" data-testid="fair-offline-py">
                {c}
              </a>
            ),
          }}
        />
      </p>
      <p className="muted">
        <FormattedMessage id="fair.offline.contents" values={{ path: <code key="path">{CONTENTS}</code> }} />
      </p>
    </section>
  );
}
