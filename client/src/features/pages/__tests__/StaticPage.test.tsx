import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlMessages } from '../../../app/routing/messages';
import { LangContext } from '../../../app/routing/lang';
import { MemoryRouter, useLocation } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { START_NAMESPACES } from '../../../i18n/namespaces';

// The server as the page sees it: each test says what it answers.
const mockAsked: string[] = [];
let mockAnswer: (path: string) => unknown = () => ({});
jest.mock('../../../app/env/http', () => ({
  restGet: (path: string) => {
    mockAsked.push(path);
    const a = mockAnswer(path);
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  },
}));

import StaticPage from '../StaticPage';

const faq = {
  slug: 'faq',
  lang: 'de',
  title: 'Häufige Fragen',
  toc: [
    { id: 'fairness', text: 'Ist das fair?' },
    { id: 'fees', text: 'Gibt es Gebühren?' },
  ],
  html: '<h2 id="fairness">Ist das fair?</h2><p>Siehe <a href="/de/fair">Fairness</a>.</p><h2 id="fees">Gibt es Gebühren?</h2><p>Nein.</p>',
};

beforeAll(() => loadNamespaces('de', [...START_NAMESPACES, 'pages']));
beforeEach(() => {
  mockAsked.length = 0;
});

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

function page(slug: string) {
  return render(
    <IntlMessages lang="de" namespaces={[...START_NAMESPACES, 'pages']}>
      <LangContext.Provider value="de">
        <MemoryRouter initialEntries={['/de/faq']}>
          <StaticPage slug={slug} />
          <Where />
        </MemoryRouter>
      </LangContext.Provider>
    </IntlMessages>,
  );
}

it('shows the page with its contents, in the document title, and follows its site links in the app', async () => {
  mockAnswer = () => faq;
  page('faq');
  expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
  expect(mockAsked).toEqual(['/api/pages/faq']);
  const toc = screen.getByTestId('static-toc');
  expect(toc.textContent).toContain('Inhalt');
  expect([...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#fairness', '#fees']);
  expect(document.getElementById('fees')).not.toBeNull();
  await waitFor(() => expect(document.title).toContain('Häufige Fragen'));
  fireEvent.click(screen.getByText('Fairness'));
  expect(screen.getByTestId('where').textContent).toBe('/de/fair');
});

it('offers a retry when the page cannot be loaded', async () => {
  let fail = true;
  mockAnswer = () => (fail ? new Error('down') : faq);
  page('faq');
  expect(await screen.findByText('Diese Seite konnte nicht geladen werden.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByText('Erneut versuchen'));
  expect(await screen.findByTestId('static-page')).toBeTruthy();
});

it('lists the pages, cases and posts on the sitemap page, in the reader language', async () => {
  mockAnswer = (path) =>
    path === '/api/sitemap/links'
      ? { pages: [{ path: '/faq', title: '' }], cases: [{ path: '/test-case', title: 'Test Case' }], posts: [{ slug: 'big', titles: { en: 'Big', de: 'Groß' } }] }
      : { ...faq, slug: 'sitemap', title: 'Sitemap', toc: [], html: '<p>Alles.</p>' };
  page('sitemap');
  const links = await screen.findByTestId('sitemap-links');
  const hrefs = [...links.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/de/faq', '/de/test-case', '/de/news/big']);
  expect(links.textContent).toContain('Groß');
  expect(screen.queryByTestId('static-toc')).toBeNull();
});
