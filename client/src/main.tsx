import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './app/env/relay';
import { finishLogin } from './app/auth/auth';
import { installPreloadErrorHandler } from './app/routing/lazy';
import { App } from './app/App';
import { ApiError } from './app/errors/ApiError';
import { handleApiError } from './app/errors/handle';
import './app/styles.css';

installPreloadErrorHandler();

function render() {
  createRoot(document.getElementById('root')!, {
    // An api.* error shown by an error boundary is an expected outcome, not a bug.
    onCaughtError: (error, info) => {
      if (error instanceof ApiError) console.warn('[screen]', error.code, error.message);
      else console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </BrowserRouter>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}

// Coming back from sign-in: trade ?auth_session= for a token before the first
// query so the page renders as the signed-in player.
finishLogin()
  .catch((e) => handleApiError(e))
  .finally(render);
