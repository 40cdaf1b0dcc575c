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

function onIntlError(err: { code?: string; message: string }) {
  // Missing translations are caught by the messages test; keep the console clean.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.warn('[intl]', err.message);
}
