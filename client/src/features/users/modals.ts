import { registerLazyModal } from '../../app/modals/registry';

// The player's own modals, registered by the layout on every page, so before
// anything opens them. Their code, the country list and its query load when
// one first opens.

declare module '../../app/state/ui' {
  interface ModalSpecs {
    levelUp: { level: number; nickname: string; avatar?: string | null };
    selfBan: { until: string; accountId: string };
    country: { ipCountry?: string | null };
    skillGaming: Record<never, never>;
  }
}

registerLazyModal('selfBan', () => import('./SelfBanModal'), { blocking: true, namespaces: ['users'] });
registerLazyModal('country', () => import('./CountryModal'), { namespaces: ['users'] });
registerLazyModal('levelUp', () => import('./LevelUpModal'), { namespaces: ['users'] });
// The skill-gaming quiz is its own feature (features/quiz).
registerLazyModal('skillGaming', () => import('../quiz'), { namespaces: ['quiz'] });
