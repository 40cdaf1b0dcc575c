import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang, useLNavigate } from '../../app/routing/lang';
import { parseLocalePath } from '../../app/routing/paths';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { loadPage, type StaticPageData } from './api';
import { SitemapGroups } from './SitemapGroups';
import './pages.css';

type State = { page: StaticPageData } | { failed: true } | null;

/** terms, terms/aml-policy, legal, faq, sitemap: a page rendered by the server at build time, with its contents. */
export default function StaticPage({ slug }: { slug: string }) {
  const lang = useLang();
  const navigate = useLNavigate();
  const [state, setState] = useState<State>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState(null);
    loadPage(slug).then(
      (page) => live && setState({ page }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [slug, lang, attempt]);
  const page = state && 'page' in state ? state.page : null;
  useDocumentTitle(page?.title ?? '');

  // Once the text is there, go to the section the address names.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (page && id) document.getElementById(id)?.scrollIntoView();
  }, [page]);

  if (!state) return <PageSpinner />;
  if (!page) {
    return (
      <section className="page page--center" data-testid="static-page-error">
        <p className="muted">
          <FormattedMessage id="pages.error" />
        </p>
        <button type="button" className="btn btn--medium btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
          <FormattedMessage id="pages.retry" />
        </button>
      </section>
    );
  }

  // The page's site links already carry the language prefix: follow them
  // in the app instead of reloading it.
  const follow = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href') ?? '';
    if (!a || !href.startsWith('/') || href.startsWith('//') || e.metaKey || e.ctrlKey || e.shiftKey || a.target) return;
    e.preventDefault();
    const url = new URL(href, window.location.origin);
    navigate(parseLocalePath(url.pathname).path + url.search + url.hash);
  };

  return (
    <article className="page static-page" data-testid="static-page" data-slug={slug} lang={page.lang}>
      <h1 className="page__title">{page.title}</h1>
      {page.toc.length > 0 && (
        <nav className="static-page__toc" aria-labelledby="static-page-toc" data-testid="static-toc">
          <h2 id="static-page-toc" className="static-page__toc-title">
            <FormattedMessage id="pages.toc" />
          </h2>
          <ol>
            {page.toc.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="static-page__body" onClick={follow} dangerouslySetInnerHTML={{ __html: page.html }} />
      {slug === 'sitemap' && <SitemapGroups />}
    </article>
  );
}
