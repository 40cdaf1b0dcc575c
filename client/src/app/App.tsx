import { use } from 'react';
import { IntlProvider } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { INTL_TAG } from '../i18n/locales';
import { messagesFor } from '../i18n/load';
import { setLang } from './env/lang';
import { LangContext } from './routing/lang';
import { parseLocalePath } from './routing/paths';
import { AppRoutes } from './routing/AppRoutes';
import { Layout } from './layout/Layout';

/** Splits the language prefix off the URL and renders the site in that language. */
export function App() {
  const location = useLocation();
  const { lang, path, unknownPrefix } = parseLocalePath(location.pathname);
  const loaded = messagesFor(lang);
  const messages = loaded instanceof Promise ? use(loaded) : loaded;

  if (unknownPrefix) return <Navigate to={path + location.search + location.hash} replace />;
  // Set during render: the queries this render starts read it for ?locale=.
  setLang(lang);
  return (
    <LangContext.Provider value={lang}>
      <IntlProvider locale={INTL_TAG[lang]} messages={messages} defaultLocale="en" onError={onIntlError}>
        <Layout>
          <AppRoutes location={{ ...location, pathname: path }} />
        </Layout>
      </IntlProvider>
    </LangContext.Provider>
  );
}

function onIntlError(err: { code?: string; message: string }) {
  // Missing translations are caught by the messages test; keep the console clean.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.warn('[intl]', err.message);
}
