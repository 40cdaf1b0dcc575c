import { useEffect, useState } from 'react';

/** Seconds left of a wait (the comment limit's rate_limiting_seconds), ticking down to 0. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const t = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, (s: number) => setLeft(Math.max(0, Math.ceil(s)))];
}
