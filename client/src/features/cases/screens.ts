import { defineScreen } from '../../app/routing/preload';
import { CASE_ALIAS } from '../../app/routing/paths';
import type { CasePageQuery } from '../../__generated__/CasePageQuery.graphql';

/** `/{alias}` when the alias can name a case (not `ref-{code}`). */
export const isReferrerAlias = (alias: string) => alias.startsWith('ref-') && alias.length > 4;
export const isCaseAlias = (alias: string) => !isReferrerAlias(alias) && alias !== 'battle-encourage-case' && CASE_ALIAS.test(alias);

/** The case page's chunk, which the daily bonus page shares (app/routing/casePages.ts). */
export const loadCasePage = () => import('../../app/routing/casePages');

export const caseScreen = defineScreen<CasePageQuery>(
  'case',
  loadCasePage,
  // The artifact loads with the screen, not with the shell.
  () => import('../../__generated__/CasePageQuery.graphql'),
  (p) => (isCaseAlias(p.alias ?? '') ? { alias: p.alias! } : null),
  { namespaces: ['cases', 'catalog', 'fair', 'inventory', 'api'] },
);
