import { useState } from 'react';
import { badgeSize, levelTier } from './level';

export function LevelBadge({ level, size = 22 }: { level: number; size?: number }) {
  const tier = levelTier(level);
  return (
    <span
      className={`level-badge level-badge--tier${tier}`}
      style={{ minWidth: size, height: size, fontSize: Math.max(10, size * 0.45) }}
      data-testid="level-badge"
      data-tier={tier}
    >
      {level}
    </span>
  );
}

function initials(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

/** Avatar with an optional level badge; falls back to initials on a coloured disc. */
export function Avatar({ src, name, size = 40, level }: { src?: string | null; name: string; size?: number; level?: number | null }) {
  const [broken, setBroken] = useState(false);
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {src && !broken ? (
        <img src={src} alt="" width={size} height={size} onError={() => setBroken(true)} />
      ) : (
        <span className="avatar__fallback" style={{ background: `hsl(${hue} 45% 35%)`, fontSize: size * 0.42 }}>
          {initials(name)}
        </span>
      )}
      {level !== undefined && level !== null && (
        <span className="avatar__badge">
          <LevelBadge level={level} size={badgeSize(size)} />
        </span>
      )}
    </span>
  );
}
