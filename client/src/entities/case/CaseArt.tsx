import { useState } from 'react';
import './case-art.css';

/** Case picture, or a drawn crate tinted from the alias when there is no image. */
export function CaseArt({ alias, name, image, size = 'medium' }: { alias: string; name: string; image?: string | null; size?: 'medium' | 'large' }) {
  const [broken, setBroken] = useState(false);
  const hue = [...alias].reduce((h, c) => (h * 33 + c.charCodeAt(0)) % 360, 11);
  if (image && !broken) return <img className={`case-art case-art--${size}`} src={image} alt={name} onError={() => setBroken(true)} />;
  return (
    <svg className={`case-art case-art--${size}`} viewBox="0 0 200 150" role="img" aria-label={name}>
      <defs>
        <linearGradient id={`cg-${alias}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 58%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 65% 32%)`} />
        </linearGradient>
        <radialGradient id={`cglow-${alias}`} cx="0.5" cy="0.6" r="0.6">
          <stop offset="0" stopColor={`hsl(${hue} 90% 60% / 0.45)`} />
          <stop offset="1" stopColor="transparent" />
        </radialGradient>
      </defs>
      <ellipse cx="100" cy="92" rx="95" ry="56" fill={`url(#cglow-${alias})`} />
      <rect x="30" y="48" width="140" height="78" rx="10" fill={`url(#cg-${alias})`} />
      <rect x="24" y="34" width="152" height="26" rx="8" fill={`hsl(${hue} 70% 66%)`} />
      <rect x="88" y="52" width="24" height="26" rx="5" fill="#10131c" opacity="0.85" />
      <rect x="96" y="60" width="8" height="10" rx="2" fill={`hsl(${hue} 80% 70%)`} />
      <path d="M40 70h40M120 70h40M40 100h120" stroke="#10131c" strokeOpacity="0.25" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
