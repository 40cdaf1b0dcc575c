import { DEFAULT_LANG, INTL_TAG, type Lang } from '../../i18n/locales';

// The current site language, readable outside React by the network layer.
let current: Lang = DEFAULT_LANG;
export const getLang = (): Lang => current;
export const setLang = (l: Lang): void => {
  current = l;
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_TAG[l];
};
