import serverRoutes from '../../../../../server/web/routes.json';
import { ROUTES } from '../AppRoutes';

// The server answers 404 (with this client's not-found page) for a path no
// route matches: its table, server/web/routes.json, must list exactly the
// client's routes, or a real page would be a 404 or a dead link a 200.
describe('the server route table', () => {
  it('lists every client route and nothing else', () => {
    const client = ROUTES.map((r) => (r.index ? '' : r.path!)).filter((p) => p !== '*');
    expect([...serverRoutes.routes].sort()).toEqual([...new Set(client)].sort());
  });
});
