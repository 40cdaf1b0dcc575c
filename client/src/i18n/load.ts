import type { Lang } from './locales';
import en from './messages/en';

export type Messages = Record<string, string>;

// English ships in the main bundle; other languages load on demand.
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ default: Messages }>> = {
  br: () => import('./messages/br'),
  cn: () => import('./messages/cn'),
  de: () => import('./messages/de'),
  tr: () => import('./messages/tr'),
  pl: () => import('./messages/pl'),
  jp: () => import('./messages/jp'),
  kr: () => import('./messages/kr'),
  ru: () => import('./messages/ru'),
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
};

const cache = new Map<Lang, Promise<Messages>>([['en', Promise.resolve(en)]]);
const ready = new Map<Lang, Messages>([['en', en]]);

/** Messages for a language, or a promise while they load (for React's use()). */
export function messagesFor(lang: Lang): Messages | Promise<Messages> {
  const done = ready.get(lang);
  if (done) return done;
  let p = cache.get(lang);
  if (!p) {
    p = loaders[lang as Exclude<Lang, 'en'>]()
      .then((m) => {
        // A missing key falls back to English rather than showing the id.
        const merged = { ...en, ...m.default };
        ready.set(lang, merged);
        return merged;
      })
      .catch((e) => {
        console.warn('[i18n] falling back to English', e);
        ready.set(lang, en);
        return en;
      });
    cache.set(lang, p);
  }
  return p;
}
