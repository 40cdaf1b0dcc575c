import type { ReactNode } from 'react';
import { SCALE, arcPath } from './rules';

const SIZE = 240;
const C = SIZE / 2;
const R = 100;

interface Props {
  /** The win zone [from, to) on the ticket line; null: nothing to draw yet. */
  zone: [number, number] | null;
  /** The pointer's rotation in degrees (it rests where it stopped). */
  rotation: number;
  /** The pointer's spin, in ms; 0 moves it at once. */
  durationMs: number;
  outcome: 'won' | 'lost' | null;
  /** The chance (or the outcome) in the middle. */
  children: ReactNode;
}

/**
 * The chance dial: the ticket line 0..999,999 around the circle, clockwise
 * from the top, its win zone drawn, and a pointer that spins to the ticket.
 */
export function Dial({ zone, rotation, durationMs, outcome, children }: Props) {
  const from = zone ? (zone[0] / SCALE) * 360 : 0;
  const to = zone ? (zone[1] / SCALE) * 360 : 0;
  return (
    <div className={`dial ${outcome ? `dial--${outcome}` : ''}`} data-testid="dial" data-outcome={outcome ?? undefined}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="dial__ring" aria-hidden>
        <circle cx={C} cy={C} r={R} className="dial__track" />
        {zone && to > from && <path d={arcPath(C, C, R, from, to)} className="dial__zone" data-testid="dial-zone" />}
        {[0, 90, 180, 270].map((deg) => (
          <line key={deg} x1={C} y1={C - R - 12} x2={C} y2={C - R - 6} className="dial__tick" transform={`rotate(${deg} ${C} ${C})`} />
        ))}
      </svg>
      <div
        className="dial__pointer"
        data-testid="dial-pointer"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: durationMs ? `transform ${durationMs}ms cubic-bezier(0.15, 0.85, 0.25, 1)` : 'none',
        }}
        aria-hidden
      >
        <span className="dial__needle" />
      </div>
      <div className="dial__centre">{children}</div>
    </div>
  );
}
