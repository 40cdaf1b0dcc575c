import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams, type Location } from 'react-router';
import { Guard } from './Guard';
import { LNavigate, useLang } from './lang';
import { lazyScreen } from './lazy';
import { CASE_ALIAS } from './paths';
import { saveReferrer } from '../auth/auth';
import { useToken } from '../auth/useToken';
import { ui } from '../state/ui';
import { PageSpinner } from '../ui/PageSpinner';
import { ComingSoonPage } from '../../features/comingsoon/ComingSoonPage';
import { ErrorPage } from '../../features/comingsoon/ErrorPage';
import { ScreenBoundary } from './ScreenBoundary';

const HomePage = lazyScreen('home', () => import('../../features/home/HomePage'));
const CasePage = lazyScreen('case', () => import('../../features/cases/CasePage'));
const ProfilePage = lazyScreen('profile', () => import('../../features/profile/ProfilePage'));
const MePage = lazyScreen('me', () => import('../../features/profile/MeRedirect'));
const FairPage = lazyScreen('fair', () => import('../../features/fair/FairPage'));
const ItemsPage = lazyScreen('items', () => import('../../features/items/ItemsPage'));
const ItemPage = lazyScreen('item', () => import('../../features/items/ItemPage'));

export const PICKEM_EVENTS = [
  'katowice-2025', 'melbourne-2025', 'chengdu-2025', 'dallas-2025',
  'blast-austin-major', 'cologne-2025', 'esports-world-cup-2025',
];

/** Routes that have no screen yet: route name -> title message id. */
export const COMING_SOON: [path: string, name: string, title: string][] = [
  ['terms', 'terms', 'page.terms'],
  ['terms/aml-policy', 'terms.aml', 'page.aml'],
  ['legal', 'legal', 'page.legal'],
  ['faq', 'faq', 'page.faq'],
  ['sitemap', 'sitemap', 'page.sitemap'],
  ['consent', 'consent', 'page.consent'],
  ['halloween', 'halloween', 'event.halloween'],
  ['halloween-2025', 'halloween_2025', 'event.halloween2025'],
  ['blackfriday', 'blackfriday', 'event.blackfriday'],
  ['new-year-2025', 'new_year_2025', 'event.newYear2025'],
  ['new-year', 'new_year', 'event.newYear'],
  ['thankful-festival', 'thankful_festival', 'event.thankful'],
  ['topdrop', 'top_drop', 'page.topdrop'],
  ['partner', 'partner', 'page.partner'],
  ['upgrade', 'upgrade', 'page.upgrade'],
  ['contract', 'contract', 'page.contract'],
  ['payment-success', 'payment.success', 'page.paymentSuccess'],
  ['payment-fail', 'payment.fail', 'page.paymentFail'],
  ['payment-pending', 'payment.pending', 'page.paymentPending'],
  ['payment-pending-gm', 'payment.pending_gm', 'page.paymentPending'],
  ['tournament', 'tournament', 'page.tournament'],
  ['gaben/store', 'gaben.store', 'page.gabenStore'],
  ['skinchanger', 'skin_changer', 'page.skinChanger'],
  ['pick-em-history', 'pickem.history', 'page.pickemHistory'],
  ['ref-newfb/promo-refill', 'promo.refill', 'page.promo'],
  ['ref-newfb/promo-cases', 'promo.cases', 'page.promo'],
  ['promo/:promo', 'promo.page', 'page.promo'],
  ['dailybonus', 'dailybonus', 'page.dailybonus'],
  ['casebattle/active', 'case_battle.active', 'page.caseBattles'],
  ['casebattle/my', 'case_battle.my', 'page.caseBattles'],
  ['casebattle/top', 'case_battle.top', 'page.caseBattles'],
  ['casebattle/create', 'case_battle.create', 'page.caseBattleCreate'],
  ['casebattle/:id', 'case_battle.battle', 'page.caseBattle'],
  ['pay/:method', 'pay.method', 'page.pay'],
  ['pay/:method/:gate', 'pay.gate', 'page.pay'],
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
  return <HomePage />;
}

/** `/{alias}`: a case page, or `ref-{code}` which saves the referrer and goes home. */
function AliasRoute() {
  const { alias = '' } = useParams();
  const { search } = useLocation();
  if (alias.startsWith('ref-') && alias.length > 4) {
    saveReferrer(alias.slice(4));
    return <LNavigate to={`/${search}`} />;
  }
  if (alias === 'battle-encourage-case' || !CASE_ALIAS.test(alias)) return <ErrorPage code={404} />;
  return <CasePage alias={alias} />;
}

function PickemRoute() {
  const { slug = '' } = useParams();
  if (!PICKEM_EVENTS.includes(slug)) return <ErrorPage code={404} />;
  return <ComingSoonPage title="page.pickem" />;
}

function NewsRoute() {
  // The blog is not offered in Japanese.
  if (useLang() === 'jp') return <LNavigate to="/" />;
  return <ComingSoonPage title="page.blog" />;
}

function PayRoute({ children }: { children: ReactNode }) {
  const token = useToken();
  useEffect(() => {
    if (!token) ui.open({ type: 'login' });
  }, [token]);
  if (!token) return <LNavigate to="/" />;
  return <>{children}</>;
}

export function AppRoutes({ location }: { location: Location }) {
  return (
    <Screen path={location.pathname}>
      <Routes location={location}>
        <Route index element={<HomePage />} />
        <Route path="error/401" element={<ErrorPage code={401} />} />
        <Route path="not-found" element={<ErrorPage code={404} />} />
        <Route path="fair" element={<FairPage />} />
        <Route path="items" element={<Guard name="items"><ItemsPage /></Guard>} />
        <Route path="items/:staticName" element={<Guard name="items.item"><ItemPage /></Guard>} />
        <Route path="user/me" element={<MePage />} />
        <Route path="user/:id" element={<ProfilePage />} />
        <Route path="gabenstore" element={<LNavigate to="/gaben/store" />} />
        <Route path="casebattle" element={<LNavigate to="/casebattle/active" />} />
        <Route path="ref-gangaway" element={<RefGangaway />} />
        <Route path="pick-em/:slug" element={<Guard name="pickem.event"><PickemRoute /></Guard>} />
        <Route path="pick-em/*" element={<ErrorPage code={404} />} />
        {['news', 'news/:slug', 'news/articles/:slug'].map((p) => (
          <Route key={p} path={p} element={<Guard name="blog"><NewsRoute /></Guard>} />
        ))}
        <Route path="pay" element={<PayRoute><ComingSoonPage title="page.pay" /></PayRoute>} />
        {COMING_SOON.map(([path, name, title]) => (
          <Route
            key={path}
            path={path}
            element={
              <Guard name={name}>
                {name.startsWith('pay.') ? <PayRoute><ComingSoonPage title={title} /></PayRoute> : <ComingSoonPage title={title} />}
              </Guard>
            }
          />
        ))}
        <Route path=":alias" element={<AliasRoute />} />
        <Route path="*" element={<ErrorPage code={404} />} />
      </Routes>
    </Screen>
  );
}
