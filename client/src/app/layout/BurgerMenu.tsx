import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { useLang, LLink, useLNavigate } from '../routing/lang';
import { useRestrictions } from '../state/settings';
import { useToken } from '../auth/useToken';
import { logout } from '../auth/signIn';
import { useLocation } from '../routing/router';
import { parseLocalePath } from '../routing/paths';
import { HEADER_NAV, MENU_EXTRA, SUB_NAV, visibleEntries } from './nav';

export function BurgerMenu({ onClose }: { onClose: () => void }) {
  const lang = useLang();
  const restrictions = useRestrictions();
  const token = useToken();
  const navigate = useLNavigate();
  const location = useLocation();
  const entries = visibleEntries([...HEADER_NAV, ...SUB_NAV, ...MENU_EXTRA], restrictions, lang);
  // Portalled for the same reason as modals (the header is a containing block).
  return createPortal(
    <div className="burger-menu" onClick={onClose}>
      <nav className="burger-menu__panel" onClick={(e) => e.stopPropagation()}>
        {entries.map((e) => (
          <LLink key={e.to} to={e.to} className="burger-menu__link" onClick={onClose}>
            <FormattedMessage id={e.label} />
          </LLink>
        ))}
        {token && (
          <button
            type="button"
            className="burger-menu__link burger-menu__logout"
            onClick={async () => {
              onClose();
              await logout();
              // Logout goes home unless already on home or news.
              const path = parseLocalePath(location.pathname).path;
              if (path !== '/' && !path.startsWith('/news')) navigate('/');
            }}
          >
            <FormattedMessage id="header.logout" />
          </button>
        )}
      </nav>
    </div>,
    document.body,
  );
}

export default BurgerMenu;
