import { Navigate, useLocation } from './routing/router';
import { START_NAMESPACES } from '../i18n/namespaces';
import { setLang } from './env/lang';
import { LangContext } from './routing/lang';
import { IntlMessages } from './routing/messages';
import { parseLocalePath } from './routing/paths';
import { AppRoutes, ROUTES } from './routing/AppRoutes';
import { preloadLocation } from './routing/preload';
import { Layout } from './layout/Layout';

/** Splits the language prefix off the URL and renders the site in that language. */
export function App() {
  const location = useLocation();
  const { lang, path, unknownPrefix } = parseLocalePath(location.pathname);
  if (unknownPrefix) return <Navigate to={path + location.search + location.hash} replace />;
  // Set during render: the queries this render starts read it for ?locale=.
  setLang(lang);
  // The screen's query, chunk and messages start now, before the shell or the
  // screen render (idempotent per location).
  preloadLocation(ROUTES, path);
  return (
    <LangContext.Provider value={lang}>
      <IntlMessages lang={lang} namespaces={START_NAMESPACES}>
        <Layout>
          <AppRoutes location={{ ...location, pathname: path }} />
        </Layout>
      </IntlMessages>
    </LangContext.Provider>
  );
}
