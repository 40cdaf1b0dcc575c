import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '../routing/router';
import { useLang } from '../routing/lang';
import { withLang } from '../routing/paths';
import { useRestrictions } from '../state/settings';
import { MOBILE_MAX, useViewportWidth } from '../ui/breakpoints';
import { SUB_NAV, visibleEntries } from './nav';
import { ScrollMenu } from '../ui/ScrollMenu';
import { lazyAfterPaint } from '../routing/lazy';

// The case battles link's count (spec 2): its code and subscription come after the first paint.
const ActiveBattles = lazyAfterPaint('battles count', () => import('../../features/battles/ActiveCount'));

/** Feature bar shown on wide screens only. */
export function SubHeader() {
  const intl = useIntl();
  const lang = useLang();
  const width = useViewportWidth();
  const restrictions = useRestrictions();
  if (width <= MOBILE_MAX) return null;
  const entries = visibleEntries(SUB_NAV, restrictions, lang).filter((e) => !e.minWidth || width > e.minWidth);
  return (
    <nav className="subheader" aria-label={intl.formatMessage({ id: 'nav.modes' })}>
      <ScrollMenu>
        {entries.map((e) => (
          <NavLink key={e.to} to={withLang(lang, e.to)} className="subheader__link">
            <FormattedMessage id={e.label} />
            {e.route === 'case_battle' && (
              <Suspense fallback={null}>
                <ActiveBattles />
              </Suspense>
            )}
          </NavLink>
        ))}
      </ScrollMenu>
    </nav>
  );
}
