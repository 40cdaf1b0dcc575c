import {
  createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState,
  type AnchorHTMLAttributes, type MouseEvent, type ReactNode,
} from 'react';

// The site's router: the part of react-router's API that the client uses, with
// react-router's matching rules (ranking, case-insensitive segments, trailing
// slashes, decoded params) for a flat route table. react-router itself cost
// the home route ~11 KB of gzipped JavaScript for data routers, loaders,
// prefetching and framework hooks the site does not use.
//
// Paths given to navigate, Link and Navigate are absolute ("/de/items?q=1#x").

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the first entry, then one per navigation. */
  key: string;
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteObject {
  /** Relative to the root ("items/:staticName", "pick-em/*", "*"); none with index. */
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the path the route matched. */
  pathname: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

// "/a?b#c" relative to the current path, as the browser resolves an href.
function resolve(to: string, from: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, new URL(from, 'http://x'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const createPath = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;
const newKey = () => Math.random().toString(36).slice(2, 10);

function createBrowserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const s = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? 'default' };
  };
  let location = read();
  const notify = () => {
    location = read();
    listeners.forEach((l) => l(location));
  };
  const change = (method: 'pushState' | 'replaceState') => (to: string, state?: unknown) => {
    const url = createPath(resolve(to, location.pathname));
    try {
      window.history[method]({ usr: state, key: newKey() }, '', url);
    } catch {
      // Too many entries (iOS caps pushState): a full load still gets there.
      window.location[method === 'pushState' ? 'assign' : 'replace'](url);
      return;
    }
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: change('pushState'),
    replace: change('replaceState'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      if (!listeners.size) window.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) window.removeEventListener('popstate', notify);
      };
    },
  };
}

function createMemoryHistory(initialEntries: readonly string[]): History {
  const listeners = new Set<(location: Location) => void>();
  const entries: Location[] = initialEntries.map((to, i) => ({ ...resolve(to, '/'), state: null, key: i ? newKey() : 'default' }));
  let index = entries.length - 1;
  const notify = () => listeners.forEach((l) => l(entries[index]));
  const entry = (to: string, state: unknown): Location => ({ ...resolve(to, entries[index].pathname), state: state ?? null, key: newKey() });
  return {
    get location() {
      return entries[index];
    },
    push(to, state) {
      const next = entry(to, state);
      entries.splice(++index, entries.length, next);
      notify();
    },
    replace(to, state) {
      entries[index] = entry(to, state);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RouterContext = createContext<{ history: History; location: Location } | null>(null);
const RouteContext = createContext<RouteMatch | null>(null);

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // As react-router does: a navigation is a transition, so a screen that is
  // already shown stays while the next one loads.
  useLayoutEffect(() => {
    const unlisten = history.listen((l) => startTransition(() => setLocation(l)));
    if (history.location !== location) setLocation(history.location);
    return unlisten;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per history
  }, [history]);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over an in-memory history (tests). */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: readonly string[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a <BrowserRouter> or <MemoryRouter> above them');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const { history } = useRouter();
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}

/** The params of the route being rendered (by useRoutes). */
export function useParams(): Params {
  return useContext(RouteContext)?.params ?? {};
}

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

// Matching, as react-router's matchRoutes for routes without children: each
// path is compiled once, and routes are tried from the most specific
// (static segments before params before a splat) down, in table order for a tie.

interface Branch {
  route: RouteObject;
  score: number;
  order: number;
  matcher: RegExp;
  names: string[];
}

const PARAM = /^:[\w-]+$/;

function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let n = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== '*') n += PARAM.test(s) ? 3 : s === '' ? 1 : 10;
  return n;
}

function compile(route: RouteObject, order: number): Branch {
  const path = route.path ?? '';
  if (path.includes('?')) throw new Error(`optional segments are not supported: ${path}`);
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { route, score: score(path, !!route.index), order, matcher: new RegExp(source, route.caseSensitive ? undefined : 'i'), names };
}

const compiled = new WeakMap<readonly RouteObject[], Branch[]>();

function branches(routes: readonly RouteObject[]): Branch[] {
  let list = compiled.get(routes);
  if (!list) {
    list = routes
      .filter((r) => r.path != null || r.index)
      .map(compile)
      .sort((a, b) => b.score - a.score || a.order - b.order);
    compiled.set(routes, list);
  }
  return list;
}

// Each segment decoded, an encoded "/" kept encoded so it stays in its segment.
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The route that renders a path, in a list as react-router returns it; null when none does. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const decoded = decodePath(pathname || '/');
  for (const b of branches(routes)) {
    const m = b.matcher.exec(decoded);
    if (!m) continue;
    const params: Record<string, string> = {};
    b.names.forEach((name, i) => (params[name] = (m[i + 1] ?? '').replace(/%2F/g, '/')));
    return [{ route: b.route, params, pathname: m[0] }];
  }
  return null;
}

/** The element of the route matching the location (the current one by default). */
export function useRoutes(routes: readonly RouteObject[], location?: Pick<Location, 'pathname'>): ReactNode {
  const current = useLocation();
  const pathname = (location ?? current).pathname;
  const match = useMemo(() => matchRoutes(routes, pathname)?.[0] ?? null, [routes, pathname]);
  if (!match) return null;
  return <RouteContext.Provider value={match}>{match.route.element}</RouteContext.Provider>;
}

/** Navigates once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An anchor that navigates in the page on a plain left click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { history, location } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where the page already is does not add a history entry.
    const same = createPath(resolve(to, location.pathname)) === createPath(location);
    if (replace ?? same) history.replace(to, state);
    else history.push(to, state);
  };
  return <a {...rest} href={to} target={target} onClick={EXTERNAL.test(to) ? onClick : handleClick} />;
}

type NavLinkState = { isActive: boolean };

/** A Link marked active (class "active", aria-current="page") on its path and below it. */
export function NavLink({
  className,
  end = false,
  children,
  ...rest
}: Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((s: NavLinkState) => string | undefined);
  end?: boolean;
  children?: ReactNode | ((s: NavLinkState) => ReactNode);
}) {
  const location = useLocation();
  const to = resolve(rest.to, location.pathname).pathname.toLowerCase();
  const at = location.pathname.toLowerCase();
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = at === to || (!end && at.startsWith(to) && at.charAt(slash) === '/');
  const cls = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} className={cls} aria-current={isActive ? 'page' : undefined}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
