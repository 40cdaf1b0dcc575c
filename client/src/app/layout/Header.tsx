import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '../routing/router';
import { LLink, useLang } from '../routing/lang';
import { withLang } from '../routing/paths';
import { useRestrictions } from '../state/settings';
import { topNavWidth, useViewportWidth } from '../ui/breakpoints';
import { HEADER_NAV, visibleEntries } from './nav';
import { Logo } from './Logo';
import { LanguageSelect } from './LanguageSelect';
import { ProfileArea } from './ProfileArea';
import { importChunk, lazyAfterPaint } from '../routing/lazy';
import { useToken } from '../auth/useToken';

// The menu's code loads when it first opens.
const BurgerMenu = lazy(() => importChunk('burger menu', () => import('./BurgerMenu')));

// Hidden until a count is known (spec 2), so it loads after the first paint.
const OnlineCounter = lazyAfterPaint('online counter', () => import('../../features/feed/OnlineCounter'));
const NotificationBell = lazyAfterPaint('notification bell', () => import('../../features/notifications/Bell'), ['notifications']);

export function Header() {
  const lang = useLang();
  const intl = useIntl();
  const restrictions = useRestrictions();
  const token = useToken();
  const width = topNavWidth(useViewportWidth());
  const [menu, setMenu] = useState(false);
  const entries = visibleEntries(HEADER_NAV, restrictions, lang);
  return (
    <header className={`header header--${width}`}>
      <div className="header__inner">
        <LLink to="/" className="header__logo">
          <Logo />
        </LLink>
        {/* The daily bonus link's availability dot is drawn by styles.css from the page's data-daily-bonus (features/dailybonus/DailyWatch). */}
        <nav className="header__nav" aria-label={intl.formatMessage({ id: 'header.mainNav' })}>
          {entries.map((e) => (
            <NavLink key={e.to} to={withLang(lang, e.to)} className="header__link">
              <FormattedMessage id={e.label} />
            </NavLink>
          ))}
        </nav>
        <div className="header__right">
          <Suspense fallback={null}>
            <OnlineCounter />
          </Suspense>
          {/* A visitor has no bell: its code and messages load only with a token. */}
          {token && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguageSelect />
          <Suspense fallback={<div className="profile profile--skeleton" />}>
            <ProfileArea />
          </Suspense>
          <button
            type="button"
            className="burger"
            aria-label={intl.formatMessage({ id: 'header.menu' })}
            aria-expanded={menu}
            onClick={() => setMenu((m) => !m)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      {menu && (
        <Suspense fallback={null}>
          <BurgerMenu onClose={() => setMenu(false)} />
        </Suspense>
      )}
    </header>
  );
}
