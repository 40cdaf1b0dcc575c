import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { formatCount } from '../../i18n/money';
import type { OnlineCounterQuery } from '../../__generated__/OnlineCounterQuery.graphql';
import type { OnlineCounterSubscription } from '../../__generated__/OnlineCounterSubscription.graphql';

export const COUNT_ANIMATION_MS = 2000;
export const PULSE_MS = 300;

const easeOutCubic = (t: number) => 1 - Math.pow(1 - t, 3);

const query = graphql`
  query OnlineCounterQuery {
    onlineCount
  }
`;
const subscription = graphql`
  subscription OnlineCounterSubscription {
    onlineCount
  }
`;

/** Animates from the shown number to `target`, then pulses once. */
function useAnimatedCount(target: number): [number, boolean] {
  const [shown, setShown] = useState(target);
  const [pulse, setPulse] = useState(false);
  const from = useRef(target);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    let pulseTimer: ReturnType<typeof setTimeout> | undefined;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNT_ANIMATION_MS);
      const v = Math.round(origin + (target - origin) * easeOutCubic(t));
      from.current = v;
      setShown(v);
      if (t < 1) frame = requestAnimationFrame(step);
      else {
        setPulse(true);
        pulseTimer = setTimeout(() => setPulse(false), PULSE_MS);
      }
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(pulseTimer);
    };
  }, [target]);
  return [shown, pulse];
}

export function OnlineCounter() {
  const data = useLazyLoadQuery<OnlineCounterQuery>(query, {});
  const [count, setCount] = useState<number>(data.onlineCount);
  // A stable config: a new object would resubscribe on every render.
  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: (d: OnlineCounterSubscription['response'] | null | undefined) => d && setCount(d.onlineCount),
      onError: (e: Error) => console.warn('[online]', e),
    }),
    [],
  );
  useSubscription<OnlineCounterSubscription>(config);
  const [shown, pulse] = useAnimatedCount(count);
  if (count <= 0) return null;
  return (
    <div className={`online ${pulse ? 'online--pulse' : ''}`} data-testid="online-counter">
      <span className="online__dot" aria-hidden />
      <span className="online__value">{formatCount(shown)}</span>
      <span className="online__label">
        <FormattedMessage id="header.online" values={{ count }} />
      </span>
    </div>
  );
}
