import { FormattedMessage } from 'react-intl';
import { LLink } from '../routing/lang';
import { Logo } from './Logo';

const LINKS: [string, string][] = [
  ['/items', 'page.items'],
  ['/fair', 'nav.fair'],
  ['/faq', 'page.faq'],
  ['/terms', 'page.terms'],
  ['/terms/aml-policy', 'page.aml'],
  ['/legal', 'page.legal'],
  ['/consent', 'page.consent'],
  ['/sitemap', 'page.sitemap'],
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="muted">
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav className="footer__links" aria-label="footer">
          {LINKS.map(([to, id]) => (
            <LLink key={to} to={to} className="footer__link" data-testid={to === '/fair' ? 'footer-fair' : undefined}>
              <FormattedMessage id={id} />
            </LLink>
          ))}
        </nav>
        <p className="footer__legal muted">
          <FormattedMessage id="footer.legal" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
