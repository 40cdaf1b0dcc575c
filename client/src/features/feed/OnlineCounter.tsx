import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { shellDataReady } from '../../app/env/shellData';
import { animationOrigin, onlineVisible } from './online';
import { formatCount } from '../../i18n/money';
import type { OnlineCounterQuery } from '../../__generated__/OnlineCounterQuery.graphql';
import type { OnlineCounterSubscription } from '../../__generated__/OnlineCounterSubscription.graphql';

export const COUNT_ANIMATION_MS = 2000;
export const PULSE_MS = 300;

const easeOutCubic = (t: number) => 1 - Math.pow(1 - t, 3);

export const onlineFragment = graphql`
  fragment OnlineCounter_query on Query {
    onlineCount
  }
`;

const query = graphql`
  query OnlineCounterQuery {
    ...OnlineCounter_query @relay(mask: false)
  }
`;
const subscription = graphql`
  subscription OnlineCounterSubscription {
    onlineCount
  }
`;

/** Animates from the shown number to `target`, then pulses once. */
function useAnimatedCount(target: number | null): [number | null, boolean] {
  const [shown, setShown] = useState<number | null>(target);
  const [pulse, setPulse] = useState(false);
  const from = useRef<number | null>(target);
  useEffect(() => {
    if (target === null) return;
    const start = performance.now();
    const origin = animationOrigin(from.current, target);
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
  const environment = useRelayEnvironment();
  // Null until the server has said: the counter stays hidden meanwhile.
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let sub: { unsubscribe(): void } | null = null;
    let live = true;
    // The home screen's query may bring the first count (see shellData).
    void shellDataReady().then(() => {
      if (!live) return;
      sub = fetchQuery<OnlineCounterQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (d) => setCount((c) => c ?? d.onlineCount),
        error: (e: Error) => console.warn('[online]', e),
      });
    });
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, [environment]);
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
  const [shown, pulse] = useAnimatedCount(onlineVisible(count) ? count : null);
  if (!onlineVisible(count) || !onlineVisible(shown)) return null;
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

export default OnlineCounter;
