import type { ComponentType } from 'react';
import { defineScreen, type ScreenProps } from '../../app/routing/preload';
import type { OperationType } from 'relay-runtime';
import type { Params } from '../../app/routing/router';
import type { Namespace } from '../../i18n/namespaces';
import type { BattlesPageQuery } from '../../__generated__/BattlesPageQuery.graphql';
import type { CreatePageQuery } from '../../__generated__/CreatePageQuery.graphql';
import type { BattlePageQuery } from '../../__generated__/BattlePageQuery.graphql';

// Case battles' screens: the lists (active, my, top), the create page and a
// battle. They, their query artifacts and the battle verifier (a section of
// /fair) share one chunk (pages.ts).
const loadBattlePages = () => import('./pages');

export const BATTLE_NAMESPACES: readonly Namespace[] = ['battles', 'api'];

type Pages = Awaited<ReturnType<typeof loadBattlePages>>;
const screen = <Q extends OperationType>(
  name: string,
  page: 'BattlesPage' | 'CreatePage' | 'BattlePage',
  query: 'battlesPageQuery' | 'createPageQuery' | 'battlePageQuery',
  variables: (p: Params) => Q['variables'] | null,
  namespaces: readonly Namespace[] = BATTLE_NAMESPACES,
) =>
  defineScreen<Q>(
    name,
    // The page named goes with its own query (the names say which).
    () => loadBattlePages().then((m: Pages) => ({ default: m[page] as unknown as ComponentType<ScreenProps<Q>> })),
    () => loadBattlePages().then((m) => ({ default: m[query] })),
    variables,
    { namespaces },
  );

export type BattleTab = 'active' | 'my' | 'top';

// The viewer's own list needs a signed-in player: the page asks for it itself.
const list = (tab: BattleTab) => screen<BattlesPageQuery>(`battles ${tab}`, 'BattlesPage', 'battlesPageQuery', () => ({ tab, isMy: tab === 'my', isActive: tab === 'active' }));

export const battleListScreens = { active: list('active'), my: list('my'), top: list('top') };

// The case picker names the case groups with the catalogue's messages.
export const battleCreateScreen = screen<CreatePageQuery>('battle create', 'CreatePage', 'createPageQuery', () => ({}), [...BATTLE_NAMESPACES, 'catalog']);

/** A private battle's key comes in its link: `/casebattle/{id}?key=`. */
export const battleScreen = screen<BattlePageQuery>('battle', 'BattlePage', 'battlePageQuery', (p) =>
  /^\d+$/.test(p.id ?? '') ? { id: p.id!, privateKey: new URLSearchParams(window.location.search).get('key') } : null,
);
