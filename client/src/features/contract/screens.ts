import { defineScreen } from '../../app/routing/preload';
import type { ContractPageQuery } from '../../__generated__/ContractPageQuery.graphql';

export const contractScreen = defineScreen<ContractPageQuery>(
  'contract',
  () => import('./ContractPage'),
  // The artifact loads with the screen, not with the shell.
  () => import('../../__generated__/ContractPageQuery.graphql'),
  () => ({}),
  { namespaces: ['contract', 'fair', 'api'] },
);
