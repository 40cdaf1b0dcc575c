import { defineScreen } from '../../app/routing/preload';
import type { PromoPageQuery } from '../../__generated__/PromoPageQuery.graphql';

// promo/{promo} and ref-newfb/{promo-refill,promo-cases}: the page of the code
// the path names. The query's artifact comes with the screen's chunk (one
// file fewer for the entry to list, see vite.config.ts).
export const promoScreen = defineScreen<PromoPageQuery>(
  'promo',
  () => import('./PromoPage'),
  () => import('./PromoPage').then((m) => ({ default: m.promoPageQuery })),
  (p) => ({ code: p.promo ?? '' }),
  { namespaces: ['promo', 'api'] },
);
