import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './app/routing/router';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './app/env/relay';
import { installPreloadErrorHandler } from './app/routing/lazy';
import { parseLocalePath } from './app/routing/paths';
import { preloadLocation } from './app/routing/preload';
import { ROUTES } from './app/routing/AppRoutes';
import { setLang } from './app/env/lang';
import { loadNamespaces, preloadCatalogMap } from './i18n/load';
import { START_NAMESPACES } from './i18n/namespaces';
import { App } from './app/App';
import { STRICT_MESSAGES_FLAG } from './app/routing/messages';
import { ApiError } from './app/errors/ApiError';
import { handleApiError, preloadErrorMap } from './app/errors/handle';
import './app/styles.css';

installPreloadErrorHandler();
// A missing message is a console error while developing (app/routing/messages.tsx).
if (import.meta.env.DEV) (globalThis as Record<string, unknown>)[STRICT_MESSAGES_FLAG] = true;

function render() {
  const root = createRoot(document.getElementById('root')!, {
    // An api.* error shown by an error boundary is an expected outcome, not a bug.
    onCaughtError: (error, info) => {
      if (error instanceof ApiError) console.warn('[screen]', error.code, error.message);
      else console.error(error, info.componentStack);
    },
  });
  // A transition: a part still loading that is already on its way (a chunk
  // resolved a moment later) is waited for instead of committing its
  // fallback, which React would then hold on screen for its reveal throttle.
  startTransition(() =>
    root.render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </BrowserRouter>
      </RelayEnvironmentProvider>
    </StrictMode>,
    ),
  );
}

// The shell's messages load meanwhile (App waits for them and reports a failure).
const first = parseLocalePath(window.location.pathname);
loadNamespaces(first.lang, START_NAMESPACES).catch(() => {});

// Once the page has loaded: errors are then handled at once, and still when
// the connection drops later; the next screen's messages load without first
// waiting for the map of the catalogues (a first screen other than home asks
// for it at once).
window.addEventListener(
  'load',
  () => {
    preloadErrorMap().catch(() => {});
    preloadCatalogMap().catch(() => {});
  },
  { once: true },
);

// Coming back from sign-in: trade ?auth_session= for a token before the first
// query so the page renders as the signed-in player. A campaign link's ?promo=
// (kept until the sign-in) and ?asset_id= are read there too.
const arriving = /[?&](auth_session|promo|asset_id)=/.test(window.location.search);
// Otherwise the first screen's query, chunk and messages start with this
// code, not once React has rendered down to the router (App preloads the same
// location again: once per location).
let ready: Promise<unknown> = Promise.resolve();
if (!arriving && !first.unknownPrefix) {
  setLang(first.lang);
  // The first render waits for the shell's messages and the first screen's
  // code and messages (not its query), at most 3 s: had it rendered before
  // and suspended behind a fallback, React would hold the page back further
  // when they came (it throttles reveals by 300 ms).
  ready = Promise.race([
    Promise.allSettled([loadNamespaces(first.lang, START_NAMESPACES), preloadLocation(ROUTES, first.path)]),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}
(arriving ? import('./app/auth/signIn').then((m) => m.finishLogin()) : ready)
  .catch((e) => handleApiError(e))
  .finally(render);
