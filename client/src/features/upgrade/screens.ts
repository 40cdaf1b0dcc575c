import { defineScreen } from '../../app/routing/preload';
import type { UpgradePageQuery } from '../../__generated__/UpgradePageQuery.graphql';

export const upgradeScreen = defineScreen<UpgradePageQuery>(
  'upgrade',
  () => import('./UpgradePage'),
  // The artifact loads with the screen, not with the shell.
  () => import('../../__generated__/UpgradePageQuery.graphql'),
  () => ({}),
  { namespaces: ['upgrade', 'fair', 'api'] },
);
