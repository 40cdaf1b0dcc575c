import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../routing/router';
import { Header } from './Header';
import { SubHeader } from './SubHeader';
import { GlobalAlert } from './GlobalAlert';
import { useUi } from '../state/ui';
import { importChunk, lazyAfterPaint } from '../routing/lazy';
import { useToken } from '../auth/useToken';
import { hasConsent } from './consentCookie';
// The player's modals are registered on every page: the error handler may
// open one (skill gaming) for anyone.
import '../../features/users/modals';

// The live feed (its code, subscription, queue, cards and the `feed`
// messages) loads after the first paint; the home query has brought its
// counters and last wins into the store by then. The placeholder keeps its
// height so nothing moves when it comes.
const LiveFeed = lazyAfterPaint('live feed', () => import('../../features/feed/LiveFeed'), ['feed']);

// Below the fold on every page: loads after the first paint.
const Footer = lazyAfterPaint('footer', () => import('./Footer'), ['footer']);

// The modal host loads when the first modal opens (it registers the shell's modals).
const ModalHost = lazy(() => importChunk('modals', () => import('../modals/ModalHost')));

function Modals() {
  const { modals } = useUi();
  if (!modals.length) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}

// Opens the modals a signed-in player's state calls for. Its code loads with
// the first token (a visitor never needs it) and it stays afterwards, so that
// it closes them again after sign-out.
const ViewerWatch = lazy(() => importChunk('viewer watch', () => import('../../features/users/ViewerWatch')));

function WatchViewer() {
  const token = useToken();
  const [watching, setWatching] = useState(!!token);
  if (token && !watching) setWatching(true);
  if (!watching) return null;
  return (
    <Suspense fallback={null}>
      <ViewerWatch />
    </Suspense>
  );
}

// Shown to a visitor who has not accepted cookies yet: its code loads only
// then, after the first paint (it floats over the page, so nothing moves).
const CookieBanner = lazyAfterPaint('cookie banner', () => import('./CookieBanner'), ['cookie']);

// Registers the push service worker and settles the push state (features/push).
const PushWatch = lazyAfterPaint('push', () => import('../../features/push/PushWatch'));
// Page-view beacons, the landing URL's click id and the player's analytics
// events (features/tracking): after the first paint, drawing nothing.
const Tracker = lazyAfterPaint('tracking', () => import('../../features/tracking/Tracker'));
// The operators' alert bar and modal notification: after the first paint.
const AlertBar = lazyAfterPaint('alerts', () => import('../../features/alerts/AlertBar'), ['alerts']);
const NoticeModal = lazyAfterPaint('modal', () => import('../../features/alerts/NoticeModal'), ['alerts']);
// The site events' seasonal theme (features/siteevents): after the first paint.
const ThemeWatch = lazyAfterPaint('theme', () => import('../../features/siteevents/ThemeWatch'));
// The support chat's button (features/support/ChatWidget): after the first paint, floating.
const ChatWidget = lazyAfterPaint('support chat', () => import('../../features/support/ChatWidget'), ['support']);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [askConsent] = useState(() => !hasConsent());
  // A new page starts at the top (hash links and the back button aside).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <Header />
      <SubHeader />
      <Suspense fallback={null}>
        <AlertBar />
      </Suspense>
      <Suspense fallback={<div className="feed-placeholder" aria-hidden />}>
        <LiveFeed />
      </Suspense>
      <main className="main">{children}</main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {askConsent && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      <GlobalAlert />
      <Suspense fallback={null}>
        <NoticeModal />
      </Suspense>
      <Modals />
      <WatchViewer />
      <Suspense fallback={null}>
        <PushWatch />
        <Tracker />
        <ThemeWatch />
      </Suspense>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </div>
  );
}
