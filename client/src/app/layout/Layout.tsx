import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../routing/router';
import { Header } from './Header';
import { SubHeader } from './SubHeader';
import { GlobalAlert } from './GlobalAlert';
import { useUi } from '../state/ui';
import { ViewerWatch } from '../../features/users/ViewerWatch';
import { importChunk } from '../routing/lazy';
import { hasConsent } from './consent';

// The live feed's code (its subscription, queue and cards) loads beside the
// first screen rather than in the shell: its wins arrive over the socket
// anyway. The placeholder keeps its height so nothing moves when it comes.
const LiveFeed = lazy(() => importChunk('live feed', () => import('../../features/feed/LiveFeed')));

// Below the fold on every page: loads beside the first screen.
const Footer = lazy(() => importChunk('footer', () => import('./Footer')));

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

// Shown to a visitor who has not accepted cookies yet: its code loads only then.
const CookieBanner = lazy(() => importChunk('cookie banner', () => import('./CookieBanner')));

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
      <Modals />
      <Suspense fallback={null}>
        <ViewerWatch />
      </Suspense>
    </div>
  );
}
