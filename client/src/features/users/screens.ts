import { defineScreen } from '../../app/routing/preload';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';

export const profileScreen = defineScreen<ProfilePageQuery>(
  'profile',
  () => import('./ProfilePage'),
  // The artifact loads with the screen, not with the shell.
  () => import('../../__generated__/ProfilePageQuery.graphql'),
  (p) => ({ id: p.id ?? '' }),
  { namespaces: ['users', 'inventory', 'topdrop', 'promo', 'api', 'support', 'customizations'] },
);
