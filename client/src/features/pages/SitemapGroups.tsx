import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { loadSitemapLinks, type SitemapLinks } from './api';

/** The sitemap page's lists: the public pages, every case, every news post. */
export function SitemapGroups() {
  const lang = useLang();
  const [links, setLinks] = useState<SitemapLinks | null>(null);
  useEffect(() => {
    let live = true;
    loadSitemapLinks().then((l) => live && setLinks(l), () => live && setLinks({ pages: [], cases: [], posts: [] }));
    return () => {
      live = false;
    };
  }, []);
  if (!links) return null;
  // The blog is not offered in Japanese.
  const posts = lang === 'jp' ? [] : links.posts;
  return (
    <div className="sitemap" data-testid="sitemap-links">
      <section>
        <h2>
          <FormattedMessage id="pages.sitemap.pages" />
        </h2>
        <ul>
          {links.pages.map((p) => (
            <li key={p.path}>
              <LLink to={p.path}>{p.path === '/' ? '/' : p.path}</LLink>
            </li>
          ))}
        </ul>
      </section>
      {links.cases.length > 0 && (
        <section>
          <h2>
            <FormattedMessage id="pages.sitemap.cases" />
          </h2>
          <ul>
            {links.cases.map((c) => (
              <li key={c.path}>
                <LLink to={c.path}>{c.title}</LLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {posts.length > 0 && (
        <section>
          <h2>
            <FormattedMessage id="pages.sitemap.news" />
          </h2>
          <ul>
            {posts.map((p) => (
              <li key={p.slug}>
                <LLink to={`/news/${p.slug}`}>{p.titles[lang] ?? p.titles.en ?? Object.values(p.titles)[0]}</LLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
