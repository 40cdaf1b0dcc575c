/** A stake in cents: the items at the prices they had when picked, whole bullets, and balance. */
export function stakeTotal(itemsCents: number, bullets: number, centsPerBullet: number, balanceCents = 0): number {
  return itemsCents + Math.max(0, Math.trunc(bullets)) * centsPerBullet + balanceCents;
}
