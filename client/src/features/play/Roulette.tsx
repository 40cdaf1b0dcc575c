import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ItemArt } from '../../entities/item/ItemArt';
import { buildReel, reelOffset } from './reel';
import { playSpin } from './sound';
import { FAST_SPIN_MS, SETTLE_MS, SPIN_MS } from './roulette.gen';
import { BOOST_PLAYS, isBoost } from './boost';
import { BoostBadge } from './OpenResult';
import type { Roulette_case$key } from '../../__generated__/Roulette_case.graphql';
import type { Roulette_drops$key } from '../../__generated__/Roulette_drops.graphql';
import './roulette.css';

// The case opening's reel: the case page and the daily bonus spin it.
// The filler is drawn from the case's contents by weight; the winners are the
// drops the server decided.
const caseFragment = graphql`
  fragment Roulette_case on Case {
    items {
      weight
      item {
        id
        marketHashName
        rarity
        image
      }
    }
  }
`;

const dropsFragment = graphql`
  fragment Roulette_drops on Drop @relay(plural: true) {
    id
    state
    playsLeft
    item {
      marketHashName
      rarity
      image
      category
    }
  }
`;

export interface ReelItem {
  key: string;
  name: string;
  rarity: string;
  image?: string | null;
  /** A drop boost: the free plays it gave. */
  boost?: number;
}

interface Props {
  caseRef: Roulette_case$key;
  drops: Roulette_drops$key;
  fast: boolean;
  mute: boolean;
  onDone: () => void;
}

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
            {it.boost ? <BoostBadge plays={it.boost} /> : null}
          </div>
        ))}
      </div>
      <div className="reel__marker" aria-hidden />
    </div>
  );
}

/** One horizontal reel per opened case, all stopping together. */
export function Roulette({ caseRef, drops: dropsRef, fast, mute, onDone }: Props) {
  const { items } = useFragment(caseFragment, caseRef);
  const drops = useFragment(dropsFragment, dropsRef);
  const pool = useMemo(
    () => items.map((ci) => ({ weight: ci.weight, value: { key: ci.item.id, name: ci.item.marketHashName, rarity: ci.item.rarity, image: ci.item.image } as ReelItem })),
    [items],
  );
  const winners = useMemo<ReelItem[]>(
    () =>
      drops.map((d) => ({
        key: d.id,
        name: d.item.marketHashName,
        rarity: d.item.rarity,
        image: d.item.image,
        boost: isBoost(d) ? (d.playsLeft ?? BOOST_PLAYS) : undefined,
      })),
    [drops],
  );
  const duration = fast ? FAST_SPIN_MS : SPIN_MS;
  const reels = useMemo(() => winners.map((w) => buildReel(pool, w)), [winners, pool]);
  const jitters = useMemo(() => winners.map(() => Math.random()), [winners]);
  const [go, setGo] = useState(false);
  const cell = winners.length > 2 ? 96 : 150;

  useEffect(() => {
    // Start on the next frame so the browser paints the start position first.
    const raf = requestAnimationFrame(() => requestAnimationFrame(() => setGo(true)));
    if (!mute) playSpin(duration);
    const done = setTimeout(onDone, duration + SETTLE_MS);
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
