import { defineScreen } from '../../app/routing/preload';
import { getToken } from '../../app/auth/token';
import type { PayPageQuery } from '../../__generated__/PayPageQuery.graphql';

// pay, pay/{method}, pay/{method}/{gate}: one query (the method and gate are
// picked on the page); a visitor is sent to sign in, so nothing is asked. The
// query's artifact comes with the screen's chunk rather than in a chunk of its
// own: one file fewer for the entry to list (see vite.config.ts).
export const payScreen = defineScreen<PayPageQuery>(
  'pay',
  () => import('./pages'),
  () => import('./pages').then((m) => ({ default: m.payPageQuery })),
  () => (getToken() ? {} : null),
  { namespaces: ['pay', 'promo', 'api'] },
);
