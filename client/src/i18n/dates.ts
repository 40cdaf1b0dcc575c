import { INTL_TAG, type Lang } from './locales';

// Times shown in the site's language. The build leaves react-intl's date
// formatting out (vite.config.ts), so pages that show times use Intl here.
const cache = new Map<string, Intl.DateTimeFormat>();

/** "14:05" (time) or "23.11.2025, 14:05" (date and time), as the language writes them. */
export function formatWhen(value: string | number | Date, lang: Lang, withDate = false): string {
  const key = `${lang}:${withDate}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAG[lang], withDate ? { dateStyle: 'short', timeStyle: 'short' } : { timeStyle: 'short' });
    cache.set(key, f);
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : f.format(d);
}

const days = new Map<string, Intl.DateTimeFormat>();

/** "15 March 2099" (long) or "15 Mar 2099" (medium): a day, as the language writes it. */
export function formatDay(value: string | number | Date, lang: Lang, style: 'long' | 'medium' = 'medium'): string {
  const key = `${lang}:${style}`;
  let f = days.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAG[lang], { dateStyle: style });
    days.set(key, f);
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : f.format(d);
}
