import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useParams, useRoutes, type Location, type RouteObject } from './router';
import { Guard } from './Guard';
import { LNavigate, useLang } from './lang';
import { lazyScreen } from './lazy';
import { ScreenRoute } from './preload';
import { saveReferrer } from '../auth/auth';
import { useToken } from '../auth/useToken';
import { ui } from '../state/ui';
import { PageSpinner } from '../ui/PageSpinner';
import { ScreenBoundary } from './ScreenBoundary';
import type { MessageId } from '../../i18n/messageIds';
import { PAGE_ROUTES } from '../../features/pages/routes';

import { homeScreen, itemScreen, itemsScreen } from '../../features/catalog/screens';
import { caseScreen, isCaseAlias, isReferrerAlias, loadCasePage } from '../../features/cases/screens';
import { profileScreen } from '../../features/users/screens';
import { upgradeScreen } from '../../features/upgrade/screens';
import { contractScreen } from '../../features/contract/screens';
import { changerScreen } from '../../features/changer/screens';
import { payScreen } from '../../features/pay/screens';
import { promoScreen } from '../../features/promo/screens';
import { topDropScreen } from '../../features/topdrop/screens';
import { battleCreateScreen, battleListScreens, battleScreen } from '../../features/battles/screens';

// Screens without a route query load only their chunk.
// Each screen names the message namespaces it needs (besides the shell's).
const MePage = lazyScreen('me', () => import('../../features/users/MeRedirect'));
const FairPage = lazyScreen('fair', () => import('../../features/fair/FairPage'), ['fair']);
// The daily bonus page ships in the case page's chunk (casePages.ts).
const DailyBonusPage = lazyScreen<object>('daily', () => loadCasePage().then((m) => ({ default: m.DailyBonusPage })), ['dailybonus', 'cases', 'api']);
// Not on the home page's first paint either.
const ErrorPage = lazyScreen('error', () => import('../errors/ErrorPage'));
const ComingSoonPage = lazyScreen('coming soon', () => import('../../features/comingsoon/ComingSoonPage'));
// Pick'em: a tournament's page (any other slug is not found), the list, the player's history.
const PickemPage = lazyScreen<{ notFound: ReactNode }>('pickem', () => import('../../features/pickem/PickemPage'), ['pickem', 'api']);
const TournamentsPage = lazyScreen('tournament', () => import('../../features/pickem/TournamentsPage'), ['pickem']);
const PickemHistoryPage = lazyScreen('pickem history', () => import('../../features/pickem/PickemHistoryPage'), ['pickem']);
// news, news/{slug}, news/articles/{slug}: the list and a post, one chunk.
const NewsPage = lazyScreen('news', () => import('../../features/blog/NewsPage'), ['blog', 'api']);
// The partner page (a creator's view for is_creator) reads its own query.
const PartnerPage = lazyScreen('partner', () => import('../../features/partner/PartnerPage'), ['partner', 'api']);
// The event store (gabenstore redirects here).
const GabenstorePage = lazyScreen('gabenstore', () => import('../../features/gabenstore/GabenstorePage'), ['gabenstore', 'customizations', 'api']);
// The consent page: its categories and the visitor's choice (features/tracking).
const ConsentPage = lazyScreen('consent', () => import('../../features/tracking/ConsentPage'), ['cookie']);
// terms, terms/aml-policy, legal, faq, sitemap: one page rendered by the server at build time.
const StaticPage = lazyScreen<{ slug: string }>('page', () => import('../../features/pages/StaticPage'), ['pages']);
// payment-success, -fail, -pending, -pending-gm: one page that follows ?reference=.
const PaymentResultPage = lazyScreen<object>('payment', () => import('../../features/pay/pages').then((m) => ({ default: m.PaymentResultPage })), ['pay']);

// The seasonal routes: their event's page (features/season), or its ended or not-started page.
const SeasonPage = lazyScreen<{ route: string; title: MessageId }>('season', () => import('../../features/season/SeasonPage'), ['season', 'api']);
export const SEASON_ROUTES: [path: string, name: string, title: MessageId][] = [
  ['halloween', 'halloween', 'event.halloween'],
  ['halloween-2025', 'halloween_2025', 'event.halloween2025'],
  ['blackfriday', 'blackfriday', 'event.blackfriday'],
  ['new-year-2025', 'new_year_2025', 'event.newYear2025'],
  ['new-year', 'new_year', 'event.newYear'],
  ['thankful-festival', 'thankful_festival', 'event.thankful'],
];

/** Routes that have no screen yet: route name -> title message id (none now: every route of the spec has its screen). */
export const COMING_SOON: [path: string, name: string, title: MessageId][] = [
];

function Screen({ path, children }: { path: string; children: ReactNode }) {
  // Keyed by path: a failed screen must not stay on the page after navigating away.
  return (
    <ScreenBoundary key={path}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ScreenBoundary>
  );
}

function RefGangaway() {
  useEffect(() => saveReferrer('gangaway'), []);
  return <ScreenRoute screen={homeScreen} />;
}

/** `/{alias}`: a case page, or `ref-{code}` which saves the referrer and goes home. */
function AliasRoute() {
  const { alias = '' } = useParams();
  const { search } = useLocation();
  if (isReferrerAlias(alias)) {
    saveReferrer(alias.slice(4));
    return <LNavigate to={`/${search}`} />;
  }
  if (!isCaseAlias(alias)) return <ErrorPage code={404} />;
  return <ScreenRoute screen={caseScreen} />;
}

function NewsRoute() {
  // The blog is not offered in Japanese.
  if (useLang() === 'jp') return <LNavigate to="/" />;
  return <NewsPage />;
}

function PayRoute({ children }: { children: ReactNode }) {
  const token = useToken();
  useEffect(() => {
    if (!token) ui.open({ type: 'login' });
  }, [token]);
  if (!token) return <LNavigate to="/" />;
  return <>{children}</>;
}

/**
 * The route table. A route whose `handle` names a screen has its query and
 * chunk preloaded by preloadLocation (called by App on every location).
 */
export const ROUTES: RouteObject[] = [
  { index: true, handle: { screen: homeScreen }, element: <ScreenRoute screen={homeScreen} /> },
  { path: 'error/401', element: <ErrorPage code={401} /> },
  { path: 'not-found', element: <ErrorPage code={404} /> },
  { path: 'fair', element: <FairPage /> },
  { path: 'consent', element: <ConsentPage /> },
  { path: 'dailybonus', element: <Guard name="dailybonus"><DailyBonusPage /></Guard> },
  { path: 'items', handle: { screen: itemsScreen }, element: <Guard name="items"><ScreenRoute screen={itemsScreen} /></Guard> },
  { path: 'items/:staticName', handle: { screen: itemScreen }, element: <Guard name="items.item"><ScreenRoute screen={itemScreen} /></Guard> },
  { path: 'user/me', element: <MePage /> },
  { path: 'user/:id', handle: { screen: profileScreen }, element: <ScreenRoute screen={profileScreen} /> },
  // Closed only when both upgrade and upgrade_new are restricted (routing/restrictions.ts).
  { path: 'topdrop', handle: { screen: topDropScreen }, element: <Guard name="top_drop"><ScreenRoute screen={topDropScreen} /></Guard> },
  { path: 'upgrade', handle: { screen: upgradeScreen }, element: <Guard name="upgrade"><ScreenRoute screen={upgradeScreen} /></Guard> },
  // No restriction of its own (spec 2): self-banned and restricted accounts are refused by the server.
  { path: 'contract', handle: { screen: contractScreen }, element: <ScreenRoute screen={contractScreen} /> },
  { path: 'skinchanger', handle: { screen: changerScreen }, element: <Guard name="skin_changer"><ScreenRoute screen={changerScreen} /></Guard> },
  { path: 'gabenstore', element: <LNavigate to="/gaben/store" /> },
  { path: 'gaben/store', element: <Guard name="gaben.store"><GabenstorePage /></Guard> },
  { path: 'casebattle', element: <LNavigate to="/casebattle/active" /> },
  // Case battles: closed by the case_battle restriction.
  ...(['active', 'my', 'top'] as const).map((tab) => ({
    path: `casebattle/${tab}`,
    handle: { screen: battleListScreens[tab] },
    element: <Guard name="case_battle"><ScreenRoute screen={battleListScreens[tab]} /></Guard>,
  })),
  { path: 'casebattle/create', handle: { screen: battleCreateScreen }, element: <Guard name="case_battle"><ScreenRoute screen={battleCreateScreen} /></Guard> },
  {
    path: 'casebattle/:id',
    handle: { screen: battleScreen },
    element: <Guard name="case_battle"><ScreenRoute screen={battleScreen} fallback={<ErrorPage code={404} />} /></Guard>,
  },
  { path: 'ref-gangaway', handle: { screen: homeScreen }, element: <RefGangaway /> },
  { path: 'pick-em/:slug', element: <Guard name="pickem.event"><PickemPage notFound={<ErrorPage code={404} />} /></Guard> },
  { path: 'pick-em/*', element: <ErrorPage code={404} /> },
  { path: 'tournament', element: <Guard name="tournament"><TournamentsPage /></Guard> },
  { path: 'pick-em-history', element: <Guard name="pickem.history"><PickemHistoryPage /></Guard> },
  ...['news', 'news/:slug', 'news/articles/:slug'].map((path) => ({ path, element: <Guard name="blog"><NewsRoute /></Guard> })),
  ...['pay', 'pay/:method', 'pay/:method/:gate'].map((path) => ({
    path,
    handle: { screen: payScreen },
    element: <Guard name="pay"><PayRoute><ScreenRoute screen={payScreen} /></PayRoute></Guard>,
  })),
  ...['payment-success', 'payment-fail', 'payment-pending', 'payment-pending-gm'].map((path) => ({
    path,
    element: <Guard name="payment"><PaymentResultPage /></Guard>,
  })),
  // ref-newfb/promo-refill and ref-newfb/promo-cases: the promo the path names (not found if none).
  ...['promo/:promo', 'ref-newfb/:promo'].map((path) => ({
    path,
    handle: { screen: promoScreen },
    element: <Guard name="promo"><ScreenRoute screen={promoScreen} /></Guard>,
  })),
  // The creator view or the partner view (spec 2); closed by the partner restriction.
  { path: 'partner', element: <Guard name="partner"><PartnerPage /></Guard> },
  ...PAGE_ROUTES.map(([path, slug, guard]) => ({ path, element: <Guard name={guard}><StaticPage slug={slug} /></Guard> })),
  ...SEASON_ROUTES.map(([path, name, title]) => ({ path, element: <Guard name={name}><SeasonPage route={path} title={title} /></Guard> })),
  ...COMING_SOON.map(([path, name, title]) => ({ path, element: <Guard name={name}><ComingSoonPage title={title} /></Guard> })),
  { path: ':alias', handle: { screen: caseScreen }, element: <AliasRoute /> },
  { path: '*', element: <ErrorPage code={404} /> },
];

export function AppRoutes({ location }: { location: Location }) {
  return <Screen path={location.pathname}>{useRoutes(ROUTES, location)}</Screen>;
}
