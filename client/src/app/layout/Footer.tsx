import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { LLink } from '../routing/lang';
import { Logo } from './Logo';

const LINKS: [string, MessageId][] = [
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
  const intl = useIntl();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="muted">
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav className="footer__links" aria-label={intl.formatMessage({ id: 'footer.links' })}>
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

export default Footer;
