import { useEffect, useState, type CSSProperties } from 'react';
import { CELEBRATION_MS, FAST_CELEBRATION_MS, isCelebrated } from './celebrate';
import { useStoredFlag } from './prefs';
import { playRare } from './sound';
import './celebration.css';

const SPARKS = 14;

/**
 * A burst of light and sparks over a result, with the fanfare, when its
 * rarity is celebrated; nothing otherwise. It honours the player's fast
 * (shorter) and mute (silent) choices, and reduced motion (no movement).
 */
export function Celebration({ rarity }: { rarity: string | null | undefined }) {
  const [fast] = useStoredFlag('isFast');
  const [mute] = useStoredFlag('isMute');
  const celebrated = isCelebrated(rarity);
  const [showing, setShowing] = useState(celebrated);
  useEffect(() => {
    if (!celebrated) return;
    if (!mute) playRare();
    const t = setTimeout(() => setShowing(false), fast ? FAST_CELEBRATION_MS : CELEBRATION_MS);
    return () => clearTimeout(t);
    // Once per result: a new result mounts a new celebration.
  }, []);
  if (!showing) return null;
  return (
    <div
      className={`celebration celebration--${rarity}${fast ? ' celebration--fast' : ''}`}
      data-testid="celebration"
      data-rarity={rarity}
      data-fast={fast}
      data-mute={mute}
      aria-hidden="true"
    >
      <span className="celebration__glow" />
      {Array.from({ length: SPARKS }, (_, i) => (
        <span key={i} className="celebration__spark" style={{ '--a': `${(360 / SPARKS) * i}deg`, '--d': `${(i % 3) * 60}ms` } as CSSProperties} />
      ))}
    </div>
  );
}
