import { FormattedMessage } from 'react-intl';
import { LLink } from '../routing/lang';
import { ui } from '../state/ui';
import { useToken } from '../auth/useToken';
import './error-page.css';

export function ErrorPage({ code }: { code: 401 | 404 }) {
  const token = useToken();
  return (
    <section className="page page--center error-page" data-testid={`error-${code}`}>
      <div className="error-page__code">{code}</div>
      <h1 className="page__title">
        <FormattedMessage id={code === 401 ? 'error.401' : 'error.404'} />
      </h1>
      <div className="row row--center">
        <LLink to="/" className="btn btn--medium btn--secondary">
          <FormattedMessage id="comingSoon.back" />
        </LLink>
        {code === 401 && !token && (
          <button type="button" className="btn btn--medium btn--primary" onClick={() => ui.open({ type: 'login' })}>
            <FormattedMessage id="header.signIn" />
          </button>
        )}
      </div>
    </section>
  );
}

export default ErrorPage;
