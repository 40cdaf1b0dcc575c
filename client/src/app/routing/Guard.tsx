import type { ReactNode } from 'react';
import { useSettings } from '../state/settings';
import { isRouteBlocked } from './restrictions';
import { LNavigate } from './lang';
import { PageSpinner } from '../ui/PageSpinner';

/** Waits (at most 2 s) for restrictions, then redirects home if the route is blocked. */
export function Guard({ name, children }: { name: string; children: ReactNode }) {
  const { settings, settled } = useSettings();
  if (!settled) return <PageSpinner />;
  if (isRouteBlocked(name, settings?.restrictions ?? [])) return <LNavigate to="/" />;
  return <>{children}</>;
}
