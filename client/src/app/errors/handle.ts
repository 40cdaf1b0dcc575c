import { ui } from '../state/ui';
import { asApiError } from './ApiError';
import { mapApiError, type ErrorContext } from './errorMap';

let onSelfBanned: () => void = () => {};
/** What to do when the server says the viewer is self-banned (the viewer module reloads the viewer). */
export function setSelfBannedHandler(h: () => void): void {
  onSelfBanned = h;
}

/** Logs a failed call and shows what spec 8 says for it. */
export function handleApiError(err: unknown, ctx: ErrorContext = {}): void {
  const e = asApiError(err);
  console.warn('[api]', e.code, e.message);
  const action = mapApiError(e, ctx);
  switch (action.kind) {
    case 'silent':
      return;
    case 'login':
      ui.open({ type: 'login' });
      return;
    case 'skillGaming':
      setTimeout(() => ui.open({ type: 'skillGaming' }), action.delayMs);
      return;
    case 'promoCooldown':
      ui.open({ type: 'promoCooldown', period: action.period, code: action.code });
      return;
    case 'info':
      ui.open({ type: 'info', title: action.title, content: action.content });
      return;
    case 'selfBanned':
      ui.notify(action.notice);
      onSelfBanned();
      return;
    case 'notice':
      ui.notify(action.notice);
  }
}
