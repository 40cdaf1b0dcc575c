import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INTL_TAG } from '../../i18n/locales';
import { useToken } from '../../app/auth/useToken';
import { LLink, LNavigate, useLang } from '../../app/routing/lang';
import { useParams } from '../../app/routing/router';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { fetchPost, fetchPosts, type BannerData, type PostData, type PostListItem, type PostsData } from './blog';
import { Comments } from './Comments';
import {
  PAGE_SIZE,
  changeFilter,
  hasMore,
  initialList,
  isStale,
  nextSkip,
  pageFailed,
  pageLoaded,
  showLess,
  showMoreLoaded,
  startLoading,
  type ListState,
} from './paging';
import './blog.css';

// news, news/{slug}, news/articles/{slug} (spec 2): the list, or a post.
export default function NewsPage() {
  const { slug } = useParams();
  if (useLang() === 'jp') return <LNavigate to="/" />;
  return slug ? <PostPage key={slug} slug={slug} /> : <NewsList />;
}

type Meta = Pick<PostsData, 'blogCategories' | 'blogTags' | 'blogPopularPosts'> & { banners: readonly BannerData[] };

function NewsList() {
  const intl = useIntl();
  const lang = useLang();
  const signedIn = !!useToken();
  useDocumentTitle(intl.formatMessage({ id: 'page.blog' }));
  const [list, setList] = useState<ListState<PostListItem>>(() => initialList());
  const [meta, setMeta] = useState<Meta | null>(null);
  const current = useRef(list);
  current.current = list;

  const load = useCallback(
    (from: ListState<PostListItem>) => {
      const s = startLoading(from);
      setList(s);
      const filter = { category: s.category, tags: s.tags };
      fetchPosts({
        lang,
        category: s.category || null,
        tags: s.tags.length ? s.tags : null,
        limit: PAGE_SIZE,
        skip: nextSkip(s),
        signedIn,
      }).then(
        (r) => {
          setMeta({
            blogCategories: r.blogCategories,
            blogTags: r.blogTags,
            blogPopularPosts: r.blogPopularPosts,
            banners: r.blogBanners ?? r.anonymousBanners ?? [],
          });
          setList((now) => pageLoaded(now, filter, [...r.blogPosts.items], r.blogPosts.totalCount, Date.now()));
        },
        (err) => {
          console.warn('[blog] posts', err); // spec 8: only logged
          setList((now) => pageFailed(now));
        },
      );
    },
    [lang, signedIn],
  );

  useEffect(() => load(initialList()), [load]);
  // A list older than a few minutes reloads when the reader comes back to it.
  useEffect(() => {
    const back = () => {
      const s = current.current;
      if (document.visibilityState === 'visible' && isStale(s, Date.now())) load(changeFilter(s.category, s.tags));
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [load]);

  const filter = (category: string, tags: string[]) => load(changeFilter(category, tags));
  // The next page: from what is loaded (after "show less"), else fetched.
  const more = () => {
    const next = showMoreLoaded(list);
    if (next) setList(next);
    else load(list);
  };
  const active = list.category || meta?.blogCategories.find((c) => c.isDefault)?.slug || '';

  return (
    <section className="page blog" data-testid="blog-list">
      <h1 className="page__title">
        <FormattedMessage id="page.blog" />
      </h1>
      {meta && (
        <nav className="blog-tabs" role="tablist">
          {meta.blogCategories.map((c) => (
            <button
              key={c.slug}
              role="tab"
              type="button"
              aria-selected={c.slug === active}
              className={`blog-tab ${c.slug === active ? 'blog-tab--active' : ''}`}
              onClick={() => filter(c.slug, list.tags)}
            >
              {c.name}
            </button>
          ))}
        </nav>
      )}
      {meta && meta.blogTags.length > 0 && (
        <div className="blog-tags" aria-label={intl.formatMessage({ id: 'blog.tags' })}>
          {meta.blogTags.map((t) => {
            const on = list.tags.includes(t.slug);
            return (
              <button
                key={t.slug}
                type="button"
                aria-pressed={on}
                className={`blog-tag ${on ? 'blog-tag--on' : ''}`}
                onClick={() => filter(list.category, on ? list.tags.filter((x) => x !== t.slug) : [...list.tags, t.slug])}
              >
                #{t.name}
              </button>
            );
          })}
        </div>
      )}
      {meta && <Banners banners={meta.banners} />}
      <div className="blog-layout">
        <ul className="blog-cards">
          {list.items.slice(0, list.shown).map((p) => (
            <li key={p.id} className="blog-card" data-testid="blog-card">
              <LLink to={`/news/${p.slug}`} className="blog-card__link">
                <h2 className="blog-card__title">{p.title}</h2>
              </LLink>
              {p.publishedAt && (
                <time className="muted" dateTime={p.publishedAt}>
                  {formatDay(p.publishedAt, lang)}
                </time>
              )}
              <p>{p.summary}</p>
            </li>
          ))}
          {Array.from({ length: list.placeholders }, (_, i) => (
            <li key={`ph${i}`} className="blog-card blog-card--placeholder" data-testid="blog-placeholder" aria-hidden />
          ))}
        </ul>
        {meta && meta.blogPopularPosts.length > 0 && (
          <aside className="blog-popular">
            <h2>
              <FormattedMessage id="blog.popular" />
            </h2>
            <ol>
              {meta.blogPopularPosts.map((p) => (
                <li key={p.id}>
                  <LLink to={`/news/${p.slug}`}>{p.title}</LLink>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
      {list.total === 0 && (
        <p className="muted">
          <FormattedMessage id="blog.empty" />
        </p>
      )}
      <div className="blog-more">
        {hasMore(list) && list.total !== null && (
          <Button color="secondary" loading={list.loading} onClick={more} data-testid="blog-more">
            <FormattedMessage id="blog.showMore" />
          </Button>
        )}
        {list.shown > PAGE_SIZE && (
          <Button color="ghost" onClick={() => setList(showLess)}>
            <FormattedMessage id="blog.showLess" />
          </Button>
        )}
      </div>
    </section>
  );
}

function Banners({ banners }: { banners: readonly BannerData[] }) {
  if (!banners.length) return null;
  return (
    <div className="blog-banners">
      {banners.map((b) => (
        <LLink key={b.id} to={b.link || '/'} className="blog-banner" data-testid="blog-banner">
          <strong>{b.title}</strong>
          {b.text && <span>{b.text}</span>}
        </LLink>
      ))}
    </div>
  );
}

function PostPage({ slug }: { slug: string }) {
  const lang = useLang();
  const signedIn = !!useToken();
  const [post, setPost] = useState<PostData | null | undefined>(undefined);
  const [banners, setBanners] = useState<readonly BannerData[]>([]);
  useEffect(() => {
    let live = true;
    fetchPost(lang, slug).then(
      (r) => {
        if (!live) return;
        setPost(r.blogPost ?? null);
        setBanners(r.blogBanners);
      },
      (err) => {
        console.warn('[blog] post', err); // spec 8: only logged
        if (live) setPost(null);
      },
    );
    return () => {
      live = false;
    };
  }, [lang, slug]);
  useDocumentTitle(post?.title);
  if (post === undefined) return <section className="page blog blog--loading" aria-busy="true" />;
  if (post === null) {
    return (
      <section className="page blog">
        <p className="muted" data-testid="blog-not-found">
          <FormattedMessage id="blog.notFound" />
        </p>
        <LLink to="/news">
          <FormattedMessage id="blog.back" />
        </LLink>
      </section>
    );
  }
  return (
    <article className="page blog blog-post" data-testid="blog-post" lang={post.lang}>
      <LLink to="/news" className="blog-post__back">
        <FormattedMessage id="blog.back" />
      </LLink>
      <h1 className="page__title">{post.title}</h1>
      {post.publishedAt && (
        <time className="muted" dateTime={post.publishedAt}>
          {formatDay(post.publishedAt, lang)}
        </time>
      )}
      {post.coverImage && <img className="blog-post__cover" src={post.coverImage} alt="" loading="lazy" />}
      {/* Rendered from Markdown and sanitised by the server (bluemonday): no script, handler or javascript: link survives. */}
      <div className="blog-post__body" data-testid="blog-post-body" dangerouslySetInnerHTML={{ __html: post.bodyHTML }} />
      <Banners banners={banners} />
      <Comments postId={post.id} signedIn={signedIn} />
    </article>
  );
}

// A post's day as the language writes it (react-intl's date formatting is
// not in the build: see i18n/dates.ts).
function formatDay(value: string, lang: keyof typeof INTL_TAG): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(INTL_TAG[lang], { dateStyle: 'medium' }).format(d);
}
