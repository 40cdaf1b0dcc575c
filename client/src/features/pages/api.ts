import { restGet } from '../../app/env/http';

/** A static page as the server renders it at build time (server/pages). */
export interface StaticPageData {
  slug: string;
  lang: string;
  title: string;
  toc: { id: string; text: string }[];
  /** Sanitised by the server. */
  html: string;
}

export interface SitemapLinks {
  pages: { path: string; title: string }[];
  cases: { path: string; title: string }[];
  posts: { slug: string; titles: Record<string, string> }[];
}

// The server falls back to English for a language without the page.
export const loadPage = (slug: string) => restGet<StaticPageData>(`/api/pages/${encodeURIComponent(slug)}`);
export const loadSitemapLinks = () => restGet<SitemapLinks>('/api/sitemap/links');
