import type { Lang } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messageIds';
import { isRouteBlocked } from '../routing/restrictions';

// Header and sub-header entries. `route` is the guard name used for
// restriction checks (see routing/restrictions.ts).
export interface NavEntry {
  to: string;
  label: MessageId;
  route: string;
  minWidth?: number;
}

export const HEADER_NAV: NavEntry[] = [
  { to: '/topdrop', label: 'nav.topdrop', route: 'top_drop' },
  { to: '/dailybonus', label: 'nav.dailybonus', route: 'dailybonus' },
  { to: '/partner', label: 'nav.partner', route: 'partner' },
  { to: '/news', label: 'nav.blog', route: 'blog' },
];

export const SUB_NAV: NavEntry[] = [
  { to: '/casebattle/active', label: 'nav.caseBattles', route: 'case_battle' },
  { to: '/upgrade', label: 'nav.upgrade', route: 'upgrade' },
  { to: '/gaben/store', label: 'nav.eventStore', route: 'gaben.store' },
  { to: '/user/me#warehouse', label: 'nav.warehouse', route: 'warehouse' },
  { to: '/skinchanger', label: 'nav.skinChanger', route: 'skin_changer' },
  { to: '/contract', label: 'nav.contract', route: 'contract' },
  { to: '/pick-em/cologne-2025', label: 'nav.pickem', route: 'pickem', minWidth: 1200 },
];

/** Only in the burger menu (the footer links them too). */
export const MENU_EXTRA: NavEntry[] = [
  { to: '/items', label: 'page.items', route: 'items' },
  { to: '/fair', label: 'nav.fair', route: 'fair' },
];

/** Entries the visitor may use: no restricted feature, no blog in Japanese. */
export function visibleEntries(entries: NavEntry[], restrictions: readonly string[], lang: Lang): NavEntry[] {
  return entries.filter((e) => !isRouteBlocked(e.route, restrictions) && !(e.route === 'blog' && lang === 'jp'));
}
