import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter, Link, matchRoutes, MemoryRouter, Navigate, NavLink, useLocation, useNavigate, useParams, useRoutes,
  useSearchParams, type RouteObject,
} from '../router';

const routes: RouteObject[] = [
  { path: '*', handle: 'not found' },
  { path: ':alias', handle: 'case' },
  { path: 'pick-em/*', handle: 'pick-em any' },
  { path: 'pick-em/:slug', handle: 'pick-em event' },
  { path: 'items', handle: 'items' },
  { path: 'items/:staticName', handle: 'item' },
  { index: true, handle: 'home' },
  { path: 'items', handle: 'items again' },
];

const at = (path: string) => {
  const m = matchRoutes(routes, path);
  return m && [m[0].route.handle, m[0].params];
};

describe('matchRoutes', () => {
  it('prefers static segments to params and params to a splat, whatever the table order', () => {
    expect(at('/')).toEqual(['home', {}]);
    expect(at('/items')).toEqual(['items', {}]);
    expect(at('/items/ak-47')).toEqual(['item', { staticName: 'ak-47' }]);
    expect(at('/recoil-case')).toEqual(['case', { alias: 'recoil-case' }]);
    expect(at('/pick-em/cologne-2025')).toEqual(['pick-em event', { slug: 'cologne-2025' }]);
    expect(at('/pick-em/a/b')).toEqual(['pick-em any', { '*': 'a/b' }]);
    expect(at('/a/b/c')).toEqual(['not found', { '*': 'a/b/c' }]);
  });

  it('ignores case and trailing slashes, and decodes params', () => {
    expect(at('/ITEMS/')).toEqual(['items', {}]);
    expect(at('/items/AK-47%20%7C%20Redline')).toEqual(['item', { staticName: 'AK-47 | Redline' }]);
    // An encoded slash stays inside its segment.
    expect(at('/items/a%2Fb')).toEqual(['item', { staticName: 'a/b' }]);
    expect(at('/items/%E0%A4%A')).toEqual(['item', { staticName: '%E0%A4%A' }]);
  });

  it('returns null when nothing matches', () => {
    expect(matchRoutes([{ path: 'items' }], '/other')).toBeNull();
  });
});

function Where() {
  const { pathname, search, hash } = useLocation();
  const [params] = useSearchParams();
  return (
    <p data-testid="where">
      {pathname + search + hash} q={params.get('q')}
    </p>
  );
}

function Item() {
  return <p>item {useParams().staticName}</p>;
}

function App({ table }: { table: RouteObject[] }) {
  return (
    <>
      <Where />
      {useRoutes(table)}
    </>
  );
}

const table: RouteObject[] = [
  { index: true, element: <p>home</p> },
  { path: 'items/:staticName', element: <Item /> },
  { path: 'old', element: <Navigate to="/items/moved?q=1" replace /> },
];

describe('routing in a page', () => {
  it('renders the route of the location with its params and follows a Navigate', async () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <App table={table} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('item moved')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/items/moved?q=1 q=1');
  });

  it('navigates on a plain left click only, and marks the active NavLink', async () => {
    const onClick = jest.fn();
    render(
      <MemoryRouter>
        <App table={table} />
        <NavLink to="/items/x" className="nav" onClick={onClick}>
          x
        </NavLink>
        <NavLink to="/" className="nav">
          home
        </NavLink>
      </MemoryRouter>,
    );
    const x = screen.getByRole('link', { name: 'x' });
    const home = screen.getByRole('link', { name: 'home' });
    expect(x.getAttribute('href')).toBe('/items/x');
    expect(home.className).toBe('nav active');
    expect(home.getAttribute('aria-current')).toBe('page');
    fireEvent.click(x, { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/ q=');
    fireEvent.click(x);
    expect(await screen.findByText('item x')).toBeTruthy();
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(x.className).toBe('nav active');
    expect(home.className).toBe('nav');
    expect(home.getAttribute('aria-current')).toBeNull();
  });

  it('keeps a NavLink active below its path, and not on a sibling that shares its prefix', () => {
    const links = (path: string) => {
      const r = render(
        <MemoryRouter initialEntries={[path]}>
          <NavLink to="/casebattle">battles</NavLink>
        </MemoryRouter>,
      );
      const active = r.getByRole('link').className === 'active';
      r.unmount();
      return active;
    };
    expect(links('/casebattle')).toBe(true);
    expect(links('/casebattle/active')).toBe(true);
    expect(links('/CaseBattle/')).toBe(true);
    expect(links('/casebattles')).toBe(false);
  });

  it('goes back with navigate(-1), and a link to the current page replaces it', async () => {
    let navigate!: ReturnType<typeof useNavigate>;
    function Back() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/', '/items/a']}>
        <Back />
        <App table={table} />
        <Link to="/items/a">again</Link>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'again' }));
    await act(async () => navigate(-1));
    expect(screen.getByText('home')).toBeTruthy();
  });
});

describe('BrowserRouter', () => {
  it('pushes to the browser history and follows the back button', async () => {
    window.history.replaceState(null, '', '/');
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/items/b#top', { state: { from: 'test' } })}>
          go
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Go />
        <App table={table} />
      </BrowserRouter>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('item b')).toBeTruthy();
    expect(window.location.pathname + window.location.hash).toBe('/items/b#top');
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: 'test' });
    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
