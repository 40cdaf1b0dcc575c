import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ItemArt } from '../../entities/item/ItemArt';
import { buildReel, reelOffset, type Weighted } from '../play/reel';
import { BATTLE_SPIN_MS, seededRandom } from './rules';
import type { BattleReel_case$key } from '../../__generated__/BattleReel_case.graphql';

// One seat's reel for one round. It is drawn from the round's case by
// weight with a generator seeded by the battle, round and seat, and it
// spins from the round's reveal time on the server's clock: every viewer,
// and a page reloaded mid-spin, shows the same reel at the same point.

const caseFragment = graphql`
  fragment BattleReel_case on Case {
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

export interface ReelItem {
  name: string;
  rarity: string;
  image?: string | null;
}

export const CELL_PX = 96;
export const VIEW_PX = CELL_PX * 3;
const EASE = 'cubic-bezier(0.12, 0.8, 0.18, 1)';

interface Props {
  caseRef: BattleReel_case$key | null;
  /** `${battle}:${round}:${seat}`: the reel's seed. */
  seed: string;
  /** The seat's item for this round; null while its roll is not here yet. */
  winner: ReelItem | null;
  /** When the round was shown, on the local clock (the server's reveal time less the clock offset). */
  revealAt: number;
  spinMs?: number;
}

export function BattleReel({ caseRef, seed, winner: given, revealAt, spinMs = BATTLE_SPIN_MS }: Props) {
  const data = useFragment(caseFragment, caseRef);
  // The same item on every render of the page (which draws a new object for it).
  const winner = useMemo(() => given, [given?.name, given?.rarity, given?.image]);
  const pool = useMemo<Weighted<ReelItem>[]>(
    () => (data?.items ?? []).map((ci) => ({ weight: ci.weight, value: { name: ci.item.marketHashName, rarity: ci.item.rarity, image: ci.item.image } })),
    [data],
  );
  const [reel, jitter] = useMemo(() => {
    const rnd = seededRandom(seed);
    if (!winner || pool.length === 0) return [winner ? [winner] : pool.slice(0, 3).map((p) => p.value), 0.5] as const;
    return [buildReel(pool, winner, rnd), rnd()] as const;
  }, [pool, winner, seed]);
  // Where the spin is: not started (first frame), spinning with `delay` ms
  // already behind it, or resting on the item.
  const [motion, setMotion] = useState<{ go: boolean; behind: number }>({ go: false, behind: 0 });
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(VIEW_PX);
  useLayoutEffect(() => setHeight(box.current?.clientHeight || VIEW_PX), []);

  useEffect(() => {
    if (!winner || reel.length < 2) return;
    // Two frames: the start position is painted before the transition runs.
    const raf = requestAnimationFrame(() =>
      requestAnimationFrame(() => setMotion({ go: true, behind: Math.max(0, Math.min(spinMs, Date.now() - revealAt)) })),
    );
    return () => cancelAnimationFrame(raf);
  }, [winner, reel, revealAt, spinMs]);

  const spinning = !!winner && reel.length > 1;
  const offset = spinning ? reelOffset(CELL_PX, height, jitter) : 0;
  const landed = spinning && motion.go && motion.behind >= spinMs;
  const transform = spinning && motion.go ? `translate3d(0,${-offset}px,0)` : 'translate3d(0,0,0)';
  const transition = spinning && motion.go && !landed ? `transform ${spinMs}ms ${EASE} ${-motion.behind}ms` : 'none';
  return (
    <div className={`battle-reel ${winner ? '' : 'battle-reel--idle'}`} ref={box} data-testid="battle-reel" data-landed={landed || undefined}>
      <div className="battle-reel__track" style={{ transform, transition }}>
        {reel.map((it, i) => (
          <div key={i} className={`battle-reel__cell rarity--${it.rarity}`} style={{ height: CELL_PX }}>
            <ItemArt name={it.name} rarity={it.rarity} image={it.image} compact />
          </div>
        ))}
      </div>
      <div className="battle-reel__marker" aria-hidden />
    </div>
  );
}
