import { defineScreen } from '../../app/routing/preload';
import type { ChangerPageQuery } from '../../__generated__/ChangerPageQuery.graphql';

export const changerScreen = defineScreen<ChangerPageQuery>(
  'changer',
  () => import('./ChangerPage'),
  // The artifact loads with the screen, not with the shell.
  () => import('../../__generated__/ChangerPageQuery.graphql'),
  () => ({}),
  { namespaces: ['changer', 'api'] },
);
