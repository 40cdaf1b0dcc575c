import { useState } from 'react';
import { pickedCents, selectionFull, togglePicked, type PickedDrop } from '../../entities/drop/selection';
import { moneyToCents } from '../../i18n/money';
import { stakeTotal } from './stake';

export interface StakeRules {
  maxItems: number;
  /** 0 for a game without bullets. */
  centsPerBullet: number;
  /** Whether balance can be staked (upgrade, unless restricted). */
  balanceAllowed?: boolean;
}

/**
 * What the player stakes: drops from the inventory (at most maxItems, each
 * at the price it had when picked), bullets and balance as typed.
 */
export function useStake({ maxItems, centsPerBullet, balanceAllowed = false }: StakeRules) {
  const [picked, setPicked] = useState<PickedDrop[]>([]);
  const [bullets, setBullets] = useState('');
  const [balance, setBalance] = useState('');
  const ids = picked.map((p) => p.id);
  const itemsCents = pickedCents(picked);
  const bulletCount = Number(bullets || 0);
  const balanceCents = balanceAllowed ? moneyToCents(balance) : 0;
  return {
    picked,
    ids,
    full: selectionFull(ids, maxItems),
    toggle: (drop: PickedDrop) => setPicked(togglePicked(picked, drop, maxItems)),
    clear: () => setPicked([]),
    bullets,
    setBullets,
    bulletCount,
    balance,
    setBalance,
    balanceCents,
    itemsCents,
    total: stakeTotal(itemsCents, bulletCount, centsPerBullet, balanceCents),
  };
}

export type Stake = ReturnType<typeof useStake>;
