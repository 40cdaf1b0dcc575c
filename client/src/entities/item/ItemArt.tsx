import { useState } from 'react';
import { rarityColor, splitName } from './rarity';
import './item.css';

// Silhouettes for the drawn card, by the kind of weapon in the name.
const SHAPES: Record<string, string> = {
  rifle: 'M4 22h58l4-6h22l2 4h24v6H98l-4 4H70l-6 14H50l4-14H30l-4 6H12l2-6H4z',
  pistol: 'M22 12h76l2 2v7H80v5H60c-1 5-4 7-9 7v-7h-3l-6 18H26l6-18h-3l-7-7z',
  knife: 'M6 27C28 15 58 13 76 18v10L20 31zM78 18h36v10H78z',
  gloves: 'M44 8h7v17h3V5h7v20h3V8h7v19l5-6 5 3-9 14c-3 5-8 8-16 8-11 0-17-6-17-15V16h5z',
};
const PISTOLS = /glock|usp|p2000|p250|five-seven|tec-9|cz75|desert eagle|r8 revolver|dual berettas|zeus/i;
const KNIVES = /knife|bayonet|karambit|daggers|★/i;
const GLOVES = /gloves|wraps/i;

export function shapeFor(name: string): string {
  if (GLOVES.test(name)) return SHAPES.gloves;
  if (KNIVES.test(name)) return SHAPES.knife;
  if (PISTOLS.test(name)) return SHAPES.pistol;
  return SHAPES.rifle;
}

interface Props {
  name: string;
  rarity: string;
  image?: string | null;
  compact?: boolean;
  className?: string;
}

/** Item picture, or a drawn rarity-coloured card when there is no image. */
export function ItemArt({ name, rarity, image, compact, className }: Props) {
  const [broken, setBroken] = useState(false);
  const color = rarityColor(rarity);
  const { weapon, skin } = splitName(name);
  return (
    <div className={`item-art ${compact ? 'item-art--compact' : ''} ${className ?? ''}`} style={{ ['--rc' as string]: color }}>
      {image && !broken ? (
        <img src={image} alt={name} loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <>
          <svg className="item-art__gun" viewBox="0 0 120 48" aria-hidden>
            <path d={shapeFor(name)} fill="currentColor" />
          </svg>
          {!compact && (
            <span className="item-art__label">
              <span className="item-art__weapon">{weapon}</span>
              {skin && <span className="item-art__skin">{skin}</span>}
            </span>
          )}
        </>
      )}
    </div>
  );
}
