import { useEffect, useState } from 'react';

/** Now, moving every second while `ticking` (countdowns); still otherwise. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(t);
    };
  }, [ticking]);
  return ticking ? now : Date.now();
}

/** Whole seconds from now until `at` (0 when past or missing). */
export function secondsUntil(at: string | null | undefined, now: number): number {
  if (!at) return 0;
  const t = Date.parse(at);
  return Number.isNaN(t) ? 0 : Math.max(0, Math.ceil((t - now) / 1000));
}
