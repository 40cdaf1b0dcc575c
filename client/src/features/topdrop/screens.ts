import { defineScreen } from '../../app/routing/preload';
import type { TopDropPageQuery } from '../../__generated__/TopDropPageQuery.graphql';

// topdrop: the last 24 hours' dearest wins. The query's artifact comes with
// the screen's chunk, like the promo page's.
export const topDropScreen = defineScreen<TopDropPageQuery>(
  'topdrop',
  () => import('./TopDropPage'),
  () => import('./TopDropPage').then((m) => ({ default: m.topDropPageQuery })),
  () => ({}),
  { namespaces: ['topdrop'] },
);
