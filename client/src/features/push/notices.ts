import { ui } from '../../app/state/ui';
import { handleApiError } from '../../app/errors/handle';
import { PushDenied } from './state';

/** A failed enable: 'Oops!' (spec 8) with why; a server refusal as any other. */
export function pushFailed(err: unknown): void {
  if (err instanceof PushDenied) {
    ui.notify({ tone: 'error', title: { id: 'notice.oops' }, text: { id: 'push.card.denied' } });
  } else if (err instanceof DOMException || (err instanceof Error && err.message === 'push is not available')) {
    console.error('[push] subscribe failed', err);
    ui.notify({ tone: 'error', title: { id: 'notice.oops' }, text: { id: 'push.card.failed' } });
  } else {
    handleApiError(err);
  }
}
