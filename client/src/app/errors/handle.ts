import { loadNamespaces } from '../../i18n/load';
import { parseLocalePath } from '../routing/paths';
import { ui } from '../state/ui';
import { asApiError } from './ApiError';
import type { ErrorAction, ErrorContext } from './errorMap';

let onSelfBanned: () => void = () => {};
/** What to do when the server says the viewer is self-banned (the viewer module reloads the viewer). */
export function setSelfBannedHandler(h: () => void): void {
  onSelfBanned = h;
}

// The error catalogue and the error texts (the api namespace) are not needed
// to show a page: they load with the first failure (or once the page has
// loaded, see preloadErrorMap). A text still missing then (another language
// since) shows the server's own message (formatText).
let errorMap: Promise<typeof import('./errorMap')> | null = null;
export function preloadErrorMap(): Promise<typeof import('./errorMap')> {
  const texts = loadNamespaces(parseLocalePath(window.location.pathname).lang, ['api']).catch(() => {});
  return (errorMap ??= Promise.all([import('./errorMap'), texts]).then(
    ([m]) => m,
    (e) => {
      errorMap = null; // tried again with the next failure
      throw e;
    },
  ));
}

/** Logs a failed call and shows what spec 8 says for it. */
export function handleApiError(err: unknown, ctx: ErrorContext = {}): void {
  const e = asApiError(err);
  console.warn('[api]', e.code, e.message);
  preloadErrorMap().then(
    ({ mapApiError }) => show(mapApiError(e, ctx)),
    // Without the catalogue (offline, say): the generic notice, unless asked to stay quiet.
    () => ctx.quiet || ui.notify({ tone: 'error', text: { id: 'api.generic', fallback: e.message } }),
  );
}

function show(action: ErrorAction): void {
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
