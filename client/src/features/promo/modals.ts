import { registerLazyModal } from '../../app/modals/registry';
import type { CooldownPeriod, Text } from '../../app/errors/errorMap';

// Promo codes' modals. Nothing of this feature is on every page yet, so the
// modal host imports this module: the kinds are registered before the first
// modal renders. The code and the promo messages load when one first opens.

declare module '../../app/state/ui' {
  interface ModalSpecs {
    promoCooldown: { period: CooldownPeriod; code?: string; title?: Text };
  }
}

registerLazyModal('promoCooldown', () => import('./PromoCooldownModal'), { namespaces: ['promo'] });
