import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Header } from './Header';
import { SubHeader } from './SubHeader';
import { Footer } from './Footer';
import { CookieBanner } from './CookieBanner';
import { GlobalAlert } from './GlobalAlert';
import { LiveFeed } from '../../features/livefeed/LiveFeed';
import { ModalHost } from '../modals/ModalHost';
import { ViewerWatch } from './ViewerWatch';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at the top (hash links and the back button aside).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <Header />
      <SubHeader />
      <LiveFeed />
      <main className="main">{children}</main>
      <Footer />
      <CookieBanner />
      <GlobalAlert />
      <ModalHost />
      <Suspense fallback={null}>
        <ViewerWatch />
      </Suspense>
    </div>
  );
}
