import { useCallback, useEffect, useRef, useState } from 'react';

/** A play's screen: nothing yet, the animation of a play, or its result. */
export type SpinPhase<P> = { kind: 'idle' } | { kind: 'spinning'; played: P; durationMs: number } | { kind: 'result'; played: P };

/**
 * The animation's clock: a started play spins for durationMs, settles for
 * settleMs, then shows its result; reloadKey moves on with each result (the
 * pickers read the inventory again), and onResult runs then.
 */
export function useSpin<P>(onResult?: (played: P) => void) {
  const [phase, setPhase] = useState<SpinPhase<P>>({ kind: 'idle' });
  const [reloadKey, setReloadKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback((played: P, durationMs: number, settleMs = 0) => {
    clearTimeout(timer.current);
    setPhase({ kind: 'spinning', played, durationMs });
    timer.current = setTimeout(() => {
      setPhase({ kind: 'result', played });
      setReloadKey((k) => k + 1);
      onResultRef.current?.(played);
    }, durationMs + settleMs);
  }, []);
  const reset = useCallback(() => setPhase({ kind: 'idle' }), []);

  return { phase, reloadKey, start, reset, spinning: phase.kind === 'spinning' };
}
