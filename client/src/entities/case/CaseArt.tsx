import { useState } from 'react';
import './case-art.css';

/** The server draws every case's art from its contents at this path (server/caseart). */
export const caseArtPath = (alias: string) => `/case-art/${encodeURIComponent(alias)}.svg`;

/**
 * Case picture: its image (an uploaded one, or the art the server draws);
 * when an uploaded image fails, the drawn art; when that fails too, an
 * empty frame of the same shape so the card keeps its layout.
 */
export function CaseArt({ alias, name, image, size = 'medium' }: { alias: string; name: string; image?: string | null; size?: 'medium' | 'large' }) {
  const drawn = caseArtPath(alias);
  const sources = !image ? [drawn] : image.startsWith(drawn) ? [image] : [image, drawn];
  const [failed, setFailed] = useState<string[]>([]);
  const src = sources.find((u) => !failed.includes(u));
  const className = `case-art case-art--${size}`;
  if (!src) return <span className={`${className} case-art--empty`} role="img" aria-label={name} />;
  return <img className={className} src={src} alt={name} width={400} height={300} onError={() => setFailed((f) => [...f, src])} />;
}
