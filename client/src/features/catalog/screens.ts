import { defineScreen } from '../../app/routing/preload';
import { HOME_NAMESPACES } from '../../i18n/namespaces';
import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { ItemsPageQuery } from '../../__generated__/ItemsPageQuery.graphql';
import type { ItemPageQuery } from '../../__generated__/ItemPageQuery.graphql';

// The catalogue's screens: their queries start with their chunks (see
// app/routing/preload). Home's query artifact is in the shell, the others
// load with their screens.

export const homeScreen = defineScreen<HomePageQuery>('home', () => import('./HomePage'), HomePageQueryNode, () => ({}), {
  // Home's query also brings the viewer, settings and counters the shell shows.
  carriesShell: true,
  namespaces: HOME_NAMESPACES,
});

export const itemsScreen = defineScreen<ItemsPageQuery>(
  'items',
  () => import('./ItemsPage'),
  () => import('../../__generated__/ItemsPageQuery.graphql'),
  () => ({}),
  { namespaces: ['catalog'] },
);

export const itemScreen = defineScreen<ItemPageQuery>(
  'item',
  () => import('./ItemPage'),
  () => import('../../__generated__/ItemPageQuery.graphql'),
  (p) => ({ staticName: p.staticName ?? '' }),
  { namespaces: ['catalog'] },
);
