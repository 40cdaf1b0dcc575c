// The router is react-router's; the app imports it through this module so
// that one place names what the client uses of it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateOptions, Params, RouteObject } from 'react-router';
