import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** Now, ticking every second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** "Locks in 1d 02:03:04" until `at`, then "Locked". */
export function LockCountdown({ at, now }: { at: string; now: number }) {
  const left = new Date(at).getTime() - now;
  if (left <= 0) {
    return (
      <span className="pickem__lock pickem__lock--closed" data-testid="pickem-locked">
        <FormattedMessage id="pickem.locked" />
      </span>
    );
  }
  const p = parts(left);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span className="pickem__lock" data-testid="pickem-countdown">
      <FormattedMessage id="pickem.locksIn" values={{ days: p.days, time: `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}` }} />
    </span>
  );
}
