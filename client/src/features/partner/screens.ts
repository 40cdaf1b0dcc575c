import { defineScreen } from '../../app/routing/preload';
import type { PartnerPageQuery } from '../../__generated__/PartnerPageQuery.graphql';

// partner: the affiliate page (a creator's view for is_creator). The query's
// artifact comes with the screen's chunk.
export const partnerScreen = defineScreen<PartnerPageQuery>(
  'partner',
  () => import('./PartnerPage'),
  () => import('./PartnerPage').then((m) => ({ default: m.partnerPageQuery })),
  () => ({}),
  { namespaces: ['partner', 'api'] },
);
