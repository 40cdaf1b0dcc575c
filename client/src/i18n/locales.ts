// Site language codes (URL prefixes, generated from the server's list) and
// the BCP 47 tags the Intl APIs need.
import { LANGS } from './languages.gen';

export { LANGS };
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const INTL_TAG: Record<Lang, string> = {
  en: 'en', br: 'pt-BR', cn: 'zh-CN', de: 'de', tr: 'tr', pl: 'pl',
  jp: 'ja', kr: 'ko', ru: 'ru', es: 'es', fr: 'fr',
};

export const LANG_LABEL: Record<Lang, string> = {
  en: 'English', br: 'Português', cn: '中文', de: 'Deutsch', tr: 'Türkçe', pl: 'Polski',
  jp: '日本語', kr: '한국어', ru: 'Русский', es: 'Español', fr: 'Français',
};

export function isLang(v: string): v is Lang {
  return (LANGS as readonly string[]).includes(v);
}
