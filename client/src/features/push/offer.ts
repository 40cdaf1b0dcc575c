import { importChunk } from '../../app/routing/lazy';

// The soft prompt after the player's first withdrawal: offered once per
// browser (remembered in localStorage), only when push is ready and the
// browser has not been asked yet. Its code loads only then.

export const OFFERED_KEY = 'push-offered';

export function offerPushOnce(): void {
  try {
    if (localStorage.getItem(OFFERED_KEY)) return;
  } catch {
    return;
  }
  void importChunk('push prompt', () => import('./prompt')).then((m) => m.showPushPrompt(), () => {});
}
