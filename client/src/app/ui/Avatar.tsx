import { useState } from 'react';
import { badgeSize, levelTier, specialShift } from './level';

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

/** What a player wears around the avatar (image URLs; features/customizations resolves them). */
export interface Wear {
  border?: string | null;
  /** The border is of the 'special' group: drawn larger, by its offset (spec 2). */
  special?: boolean;
  hood?: string | null;
  avatar?: string | null;
}

/** Avatar with an optional level badge and what the player wears; falls back to initials on a coloured disc. */
export function Avatar({
  src,
  name,
  size = 40,
  level,
  wear,
}: {
  src?: string | null;
  name: string;
  size?: number;
  level?: number | null;
  wear?: Wear | null;
}) {
  const [broken, setBroken] = useState(false);
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const face = wear?.avatar || src;
  // A plain border rings the avatar by a tenth of its size; a special one by its group's offset.
  const ring = wear?.border ? (wear.special ? specialShift(size) : Math.round(size * 0.1)) : 0;
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {face && !broken ? (
        <img src={face} alt="" width={size} height={size} onError={() => setBroken(true)} />
      ) : (
        <span className="avatar__fallback" style={{ background: `hsl(${hue} 45% 35%)`, fontSize: size * 0.42 }}>
          {initials(name)}
        </span>
      )}
      {wear?.border && (
        <img
          className="avatar__border"
          src={wear.border}
          alt=""
          data-testid="avatar-border"
          style={{ inset: -ring, width: size + 2 * ring, height: size + 2 * ring }}
        />
      )}
      {wear?.hood && (
        <img className="avatar__hood" src={wear.hood} alt="" data-testid="avatar-hood" style={{ width: size, height: size * 0.6, top: -size * 0.42 }} />
      )}
      {level !== undefined && level !== null && (
        <span className="avatar__badge">
          <LevelBadge level={level} size={badgeSize(size)} />
        </span>
      )}
    </span>
  );
}
