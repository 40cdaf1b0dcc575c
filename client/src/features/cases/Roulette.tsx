import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ItemArt } from './ItemArt';
import { buildReel, reelOffset, type Weighted } from './reel';
import { playSpin } from './sound';

export interface ReelItem {
  key: string;
  name: string;
  rarity: string;
  image?: string | null;
}

interface Props {
  winners: ReelItem[];
  pool: Weighted<ReelItem>[];
  fast: boolean;
  mute: boolean;
  onDone: () => void;
}

export const SPIN_MS = 6000;
export const FAST_SPIN_MS = 1200;

function Strip({ reel, cell, go, duration, jitter }: { reel: ReelItem[]; cell: number; go: boolean; duration: number; jitter: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => setWidth(box.current?.clientWidth ?? 0), []);
  const offset = width ? reelOffset(cell, width, jitter) : 0;
  return (
    <div className="reel" ref={box}>
      <div
        className="reel__track"
        style={{
          transform: `translate3d(${go ? -offset : 0}px,0,0)`,
          transition: go ? `transform ${duration}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
        }}
      >
        {reel.map((it, i) => (
          <div key={i} className={`reel__cell rarity--${it.rarity}`} style={{ width: cell }}>
            <ItemArt name={it.name} rarity={it.rarity} image={it.image} compact={cell < 110} />
          </div>
        ))}
      </div>
      <div className="reel__marker" aria-hidden />
    </div>
  );
}

/** One horizontal reel per opened case, all stopping together. */
export function Roulette({ winners, pool, fast, mute, onDone }: Props) {
  const duration = fast ? FAST_SPIN_MS : SPIN_MS;
  const reels = useMemo(() => winners.map((w) => buildReel(pool, w)), [winners, pool]);
  const jitters = useMemo(() => winners.map(() => Math.random()), [winners]);
  const [go, setGo] = useState(false);
  const cell = winners.length > 2 ? 96 : 150;

  useEffect(() => {
    // Start on the next frame so the browser paints the start position first.
    const raf = requestAnimationFrame(() => requestAnimationFrame(() => setGo(true)));
    if (!mute) playSpin(duration);
    const done = setTimeout(onDone, duration + 250);
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(done);
    };
  }, []); // once per spin: a new spin mounts a new Roulette

  return (
    <div className={`roulette ${winners.length > 2 ? 'roulette--multi' : ''}`} data-testid="roulette">
      {reels.map((reel, i) => (
        <Strip key={winners[i].key} reel={reel} cell={cell} go={go} duration={duration} jitter={jitters[i]} />
      ))}
    </div>
  );
}
