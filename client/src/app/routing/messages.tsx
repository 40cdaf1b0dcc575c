import { use, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_TAG, type Lang } from '../../i18n/locales';
import { loadNamespaces, messagesFor, subscribeMessages } from '../../i18n/load';
import type { MessageId } from '../../i18n/messageIds';
import type { Namespace } from '../../i18n/namespaces';
import { useLang } from './lang';

/**
 * Provides the messages of `namespaces` in `lang`, suspending until they are
 * there. Every provider has all namespaces loaded so far and follows later
 * loads: a notice the shell shows may use a screen's messages.
 */
export function IntlMessages({ lang, namespaces, children }: { lang: Lang; namespaces: readonly Namespace[]; children: ReactNode }) {
  use(loadNamespaces(lang, namespaces));
  const messages = useSyncExternalStore(subscribeMessages, () => messagesFor(lang));
  return (
    <IntlProvider locale={INTL_TAG[lang]} messages={messages as Record<MessageId, string>} defaultLocale="en" onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

/** A route's or a modal's namespaces in the page language. */
export function WithMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  return (
    <IntlMessages lang={useLang()} namespaces={namespaces}>
      {children}
    </IntlMessages>
  );
}

/** Set in development (main.tsx) and by the rendered-screen check (e2e/i18n.spec.ts): a missing message is a console error there. */
export const STRICT_MESSAGES_FLAG = '__INTL_STRICT__';

function onIntlError(err: { code?: string; message: string }) {
  if (err.code === 'MISSING_TRANSLATION') {
    // The page shows the id instead. check:messages keeps the catalogues
    // whole; this catches an id a screen asks of a namespace it did not load.
    if ((globalThis as Record<string, unknown>)[STRICT_MESSAGES_FLAG] === true) console.error('[intl] missing message:', err.message);
    return;
  }
  console.warn('[intl]', err.message);
}
