import { createContext, useContext, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, type LinkProps, type NavigateOptions } from './router';
import { DEFAULT_LANG, type Lang } from '../../i18n/locales';
import { withLang } from './paths';

export const LangContext = createContext<Lang>(DEFAULT_LANG);
export const useLang = (): Lang => useContext(LangContext);

/** Link that keeps the current language prefix. */
export function LLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string; children?: ReactNode }) {
  const lang = useLang();
  return <Link to={withLang(lang, to)} {...rest} />;
}

export function LNavigate({ to, replace = true }: { to: string; replace?: boolean }) {
  const lang = useLang();
  return <Navigate to={withLang(lang, to)} replace={replace} />;
}

export function useLNavigate(): (to: string, opts?: NavigateOptions) => void {
  const lang = useLang();
  const navigate = useNavigate();
  return (to, opts) => navigate(withLang(lang, to), opts);
}
