import { isValidElement } from 'react';
import serverRoutes from '../../../../../server/web/routes.json';
import { ROUTES } from '../AppRoutes';

// The server answers 404 (with this client's not-found page) for a path no
// route matches: its table, server/web/routes.json, must list exactly the
// client's routes that show a page, or a real page would be a 404 or a dead
// link a 200. A route whose element is the not-found page itself is left
// out, so its paths are 404s too (the route table's ErrorPage is its lazy
// wrapper: the code prop tells it).
function showsNotFound(element: unknown): boolean {
  return isValidElement<{ code?: number }>(element) && element.props.code === 404;
}

describe('the server route table', () => {
  it('lists every client route that shows a page and nothing else', () => {
    const client = ROUTES.filter((r) => !showsNotFound(r.element)).map((r) => (r.index ? '' : r.path!));
    expect([...serverRoutes.routes].sort()).toEqual([...new Set(client)].sort());
  });

  it('leaves out the not-found routes', () => {
    const notFound = ROUTES.filter((r) => showsNotFound(r.element)).map((r) => r.path);
    expect(notFound).toEqual(expect.arrayContaining(['not-found', 'pick-em/*', '*']));
  });
});
